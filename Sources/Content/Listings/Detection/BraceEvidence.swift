/// Line by line evidence for JavaScript, Go and SQL, weighted as ``ScriptEvidence`` is.
enum BraceEvidence {
    /// `console.log`, `require(…)`, `module.exports`, `document.`/`window.`, ES module imports
    /// and exports, `function`, `===`, arrow functions and `const`/`let`/`var` declarations.
    static func javascript(_ line: ListingLines.Line) -> Int {
        let word = line.firstWord
        if line.has("console.log(", "module.exports", "document.", "window.", "require('", "require(\"", "addEventListener(") { return 3 }
        if word == "import", line.has(" from '", " from \"") || line.secondWord.first == "'" { return 3 }
        if word == "export", ["default", "const", "function", "class", "async", "{"].contains(line.secondWord) { return 3 }
        var score = 0
        if word == "function" || line.has(" function(", " function (", "async function") { score += 2 }
        if ["const", "let", "var"].contains(word), line.words.dropFirst(2).first == "=" { score += 1 }
        if line.has(" => ", "=== ", "!== ", "await ", ".then(", "undefined") { score += 1 }
        return score
    }

    /// `package`, `func` declarations without `->`, `fmt.`, `:=`, `err != nil`, `import (`.
    static func go(_ line: ListingLines.Line) -> Int {
        let text = line.text, word = line.firstWord
        if word == "package", !text.hasSuffix(";"), line.secondWord.allSatisfy(\.isIdentifier) { return 3 }
        if word == "func", !line.has("->"), text.hasSuffix("{") { return 3 }
        if line.has("fmt.", "err != nil", "go func") || text == "import (" { return 3 }
        return line.has(" := ") ? 1 : 0
    }

    /// Statements that start a line: `SELECT … FROM`, `INSERT INTO`, `CREATE TABLE`, and the
    /// clauses (`FROM`, `WHERE`, `JOIN`, `GROUP BY`, `ORDER BY`) that follow them.
    static func sql(_ line: ListingLines.Line) -> Int {
        let text = line.lowercased
        let word = text.prefix { $0 != " " && $0 != "(" && $0 != ";" }
        switch word {
        case "select": return text.contains(" from ") || text.hasSuffix(" from") ? 3 : 1
        case "insert", "delete", "update", "create", "alter", "drop", "grant", "truncate":
            let next = text.dropFirst(word.count).drop { $0 == " " }.prefix { $0 != " " }
            return statementObjects.contains(String(next)) || word == "update" && text.contains(" set ") ? 3 : 0
        case "from", "where", "join", "inner", "left", "group", "order", "having", "limit", "union", "values", "returning":
            return 1
        case "with":
            return text.contains(" as (") || text.hasSuffix(" as") ? 2 : 0
        default:
            return 0
        }
    }

    /// What follows `INSERT`, `DELETE`, `CREATE`… in a statement.
    private static let statementObjects: Set<String> = [
        "into", "from", "table", "index", "unique", "view", "function", "trigger", "extension", "schema",
        "database", "or", "materialized", "temp", "temporary", "virtual", "sequence", "type", "role", "user",
        "select", "all", "on", "if",
    ]
}
