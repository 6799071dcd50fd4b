/// Evidence that tells C, C++, Java and C# apart. They share most of their syntax (`int x = 0;`,
/// `if (…) {`, `class C {`), which counts for none of them: only what one of them alone writes
/// does (`printf`, `std::`, `System.out`, `Console.WriteLine`), so that a fragment of shared
/// syntax gets no answer rather than a guess.
enum CFamilyEvidence {
    /// `#include <x.h>`, the C library (`printf`, `malloc`), `struct`, `typedef`, `NULL`, `->`.
    static func c(_ line: ListingLines.Line) -> Int {
        if line.starts(with: "#include <"), line.ends(with: ".h>") { return 2 }
        if line.starts(with: "typedef ", "struct ") || line.has("malloc(", "calloc(", "free(", "printf(", "sizeof(", "NULL") {
            return 2
        }
        if line.has("int main(") { return 2 }
        return line.has("->", "char *", "char* ") && line.ends(with: ";") ? 1 : 0
    }

    /// `std::`, headers without `.h`, templates, `nullptr`, access labels, `cout <<`.
    static func cpp(_ line: ListingLines.Line) -> Int {
        if line.has("std::", "nullptr", "cout <<", "template <", "template<", "unique_ptr<", "shared_ptr<") { return 3 }
        if line.starts(with: "#include <"), !line.ends(with: ".h>") { return 3 }
        return line.starts(with: "using namespace ") || ["public:", "private:", "protected:"].contains(line.text) ? 3 : 0
    }

    /// `System.out`, `java.` imports, `package a.b;`, `@Override`, `String[]`, `extends`,
    /// `implements`, Java's collections.
    static func java(_ line: ListingLines.Line) -> Int {
        if line.has("System.out.", "System.err.", "String[] ", "@Override", "public static void main(") { return 3 }
        if line.starts(with: "import java.", "import javax.", "import static ") { return 3 }
        if line.firstWord == "package", line.ends(with: ";") { return 3 }
        if line.has("ArrayList<", "HashMap<", ".stream()", "Optional<", "throws ", " boolean ") { return 2 }
        return line.has(" extends ", " implements ", "final ") ? 1 : 0
    }

    /// `using System`, `Console.`, `namespace`, properties (`{ get; set; }`), `async Task`,
    /// lowercase `string` declarations, `$"…"` interpolation.
    static func csharp(_ line: ListingLines.Line) -> Int {
        if line.starts(with: "using System", "namespace ") || line.has("Console.Write", "{ get;", " get; ", "async Task") { return 3 }
        if line.has("Task<", "IEnumerable<", "List<string>", "$\"", "nameof(", "public override ") { return 2 }
        return line.has("string ", " bool ", "var ") && line.ends(with: ";") ? 1 : 0
    }
}
