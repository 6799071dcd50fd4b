import Foundation

/// URL slugs: lowercase ASCII letters, digits and hyphens, made from a title or category name.
package enum Slug {
    /// `"A Single Sign-on Pattern for iOS!"` -> `"a-single-sign-on-pattern-for-ios"`; at most
    /// `maxLength` characters, cut at a hyphen; `fallback` when nothing usable is left.
    package static func make(_ text: String, maxLength: Int = 80, fallback: String = "post") -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var slug = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else if scalar != "'", scalar != "’" {
                pendingHyphen = true
            }
        }
        if slug.count > maxLength {
            let cut = slug.prefix(maxLength)
            slug = String(cut.lastIndex(of: "-").map { cut[..<$0] } ?? cut)
        }
        return slug.isEmpty ? fallback : slug
    }

    /// `base`, or `base-2`, `base-3`... whichever is not in `taken` yet; inserts the result.
    static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
