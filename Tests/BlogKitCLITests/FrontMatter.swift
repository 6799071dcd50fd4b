import Foundation

/// A strict reader of the front matter subset `blogkit export` writes: TOML (`key = value`,
/// `[table]`) or YAML (`key: value`) lines, each value a double-quoted string, a list of them,
/// or a bare scalar (date, boolean). Any other line fails the parse, so a title that broke out
/// of its quotes cannot pass.
enum FrontMatter {
    enum Value: Equatable {
        case string(String), list([String]), bare(String)
        var string: String? { if case let .string(s) = self { s } else { nil } }
        var list: [String]? { if case let .list(l) = self { l } else { nil } }
    }

    /// The fields of the front matter between the `fence` lines opening `text` (`table.key` for
    /// a TOML table's), or nil when it does not parse.
    static func parse(_ text: String, fence: String) -> [String: Value]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(fence), let end = lines.dropFirst().firstIndex(of: Substring(fence)) else { return nil }
        let toml = fence == "+++"
        var table = ""
        var fields: [String: Value] = [:]
        for line in lines[1..<end] where !line.isEmpty {
            if toml, line.hasPrefix("["), line.hasSuffix("]") {
                table = line.dropFirst().dropLast() + "."
                continue
            }
            guard let separator = line.range(of: toml ? " = " : ": ") else { return nil }
            let key = line[..<separator.lowerBound]
            guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !key.isEmpty,
                let value = self.value(line[separator.upperBound...]), fields[table + key] == nil
            else { return nil }
            fields[table + key] = value
        }
        return fields
    }

    private static func value(_ text: Substring) -> Value? {
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { return nil }
            var rest = text.dropFirst().dropLast()
            var items: [String] = []
            while !rest.isEmpty {
                guard let (item, after) = string(rest) else { return nil }
                items.append(item)
                rest = after.hasPrefix(", ") ? after.dropFirst(2) : after
                if !after.isEmpty, !after.hasPrefix(", ") { return nil }
            }
            return .list(items)
        }
        if text.hasPrefix("\"") {
            guard let (item, after) = string(text), after.isEmpty else { return nil }
            return .string(item)
        }
        return text.allSatisfy({ $0.isLetter || $0.isNumber || ":-+TZ.".contains($0) }) ? .bare(String(text)) : nil
    }

    /// A double-quoted string at the start of `text` (escapes `\"`, `\\`, `\n`, `\r`, `\t`, `\uXXXX`)
    /// and what follows it.
    private static func string(_ text: Substring) -> (String, Substring)? {
        guard text.first == "\"" else { return nil }
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "\"": return (result, text[index...])
            case "\\":
                guard index < text.endIndex else { return nil }
                let escape = text[index]
                index = text.index(after: index)
                switch escape {
                case "\"", "\\": result.append(escape)
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    guard let end = text.index(index, offsetBy: 4, limitedBy: text.endIndex),
                        let code = UInt32(text[index..<end], radix: 16), let scalar = Unicode.Scalar(code)
                    else { return nil }
                    result.unicodeScalars.append(scalar)
                    index = end
                default: return nil
                }
            default:
                if character.unicodeScalars.contains(where: { $0.value < 0x20 }) { return nil }
                result.append(character)
            }
        }
        return nil
    }
}

/// Decodes the character references a generator writes into HTML text.
enum HTMLEntities {
    static func decode(_ text: String) -> String {
        text.replacing(/&(#[0-9]+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);/) { match -> String in
            switch match.1 {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let number = match.1.dropFirst()
                let code = number.hasPrefix("x") ? UInt32(number.dropFirst(), radix: 16) : UInt32(number)
                return code.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? String(match.0)
            }
        }
    }
}
