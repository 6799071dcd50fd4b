/// Line by line evidence for shell, Python and Ruby: a strong sign (a `$ ` prompt, `from x
/// import y`, `do |x|`) counts 3, a good one 2, a weak one (a keyword several languages share) 1.
enum ScriptEvidence {
    /// Prompts (`$ cmd`), shell keywords (`fi`, `done`, `; then`), lines that start with a
    /// well-known command, or with any command word and options (`tool run --flag`), pipes,
    /// redirections and line continuations.
    static func shell(_ line: ListingLines.Line) -> Int {
        let text = line.text, word = line.firstWord, next = line.secondWord
        if text.hasPrefix("$ ") { return 4 }
        if ["fi", "done", "esac", "then", "do"].contains(text) || line.ends(with: "; then", "; do") { return 3 }
        var score = 0
        let isCommand = !next.hasPrefix("=") && !next.hasPrefix(".") && !line.ends(with: ";", "{", ":", ",")
            && !text.dropFirst(word.count).hasPrefix("(") && !line.has(" = ")
        let hasOptions = line.has(" -") && line.code.split(separator: " ").dropFirst().contains { $0.count > 1 && $0.first == "-" }
        if isCommand, commands.contains(String(word)) {
            score += word == "export" && !next.contains("=") ? 0 : 2
            score += hasOptions ? 1 : 0
        } else if isCommand, hasOptions, word.first?.isLetter == true, word.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." || $0 == "/" }) {
            score += 2
        }
        if score > 0, line.has(" | ", "2>&1", "> /dev/null", " && ", "=$(") || text.hasSuffix(" \\") { score += 1 }
        return score
    }

    /// `def f(…):`, `class C:`, `from m import n`, `import m`, block keywords ending with `:`,
    /// `elif`/`except`, `>>> ` prompts, `self.` and `__dunder__` names; nothing on a line that
    /// ends with `;` or `{`, as no Python line does.
    static func python(_ line: ListingLines.Line) -> Int {
        let text = line.text, word = line.firstWord
        if text.hasPrefix(">>> ") { return 3 }
        if line.ends(with: ";", "{") { return 0 }
        if (word == "def" || text.hasPrefix("async def ") || word == "class") && text.hasSuffix(":") { return 3 }
        if word == "from", line.has(" import "), !line.has("'", "\"", ";") { return 3 }
        if word == "import", !line.has("'", "\"", ";", "{", " from ", "(") { return 2 }
        if word == "elif" || word == "except" || text == "else:" || text == "try:" || text == "finally:" { return 3 }
        if ["if", "for", "while", "with"].contains(word), text.hasSuffix(":") { return 2 }
        var score = 0
        if line.has("self.", "__init__", "__name__", "__main__") { score += 2 }
        if word.hasPrefix("print("), !text.hasSuffix(";") { score += 1 }
        if line.has(" None", " True", " False", "f\"", " = [", " = {"), !text.hasSuffix(";") { score += 1 }
        return score
    }

    /// `do |x|` blocks, `def name` without a colon, lone `end`s, `puts`, `require "x"`,
    /// `attr_accessor`, `class C < B`, `elsif`, `unless`, instance variables.
    static func ruby(_ line: ListingLines.Line) -> Int {
        let text = line.text, word = line.firstWord
        if line.has("do |", "{ |") { return 3 }
        if word == "elsif" || word == "require_relative" || word.hasPrefix("attr_") { return 3 }
        if word == "def", !text.hasSuffix(":"), !text.hasSuffix("{"), !text.hasSuffix(" do") { return 2 }
        if word == "class", line.has(" < "), !text.hasSuffix("{") { return 3 }
        if word == "module", !text.hasSuffix("{"), !line.has("=") { return 2 }
        if word == "require", let quote = line.secondWord.first, quote == "'" || quote == "\"" { return 2 }
        if word == "puts" || word == "unless" { return 2 }
        if text == "end" { return 1 }
        var score = 0
        if line.has(" nil", ".nil?", "#{") { score += 1 }
        if word.hasPrefix("@"), line.has(" = ") { score += 1 }
        return score
    }

    /// Commands common in blog listings: a first word from this list starts a command line.
    private static let commands: Set<String> = [
        "sudo", "apt", "apt-get", "yum", "dnf", "brew", "pip", "pip3", "pipx", "npm", "npx", "yarn", "pnpm",
        "git", "cd", "ls", "echo", "export", "curl", "wget", "docker", "docker-compose", "kubectl", "mkdir", "rm",
        "cp", "mv", "cat", "grep", "chmod", "chown", "make", "ssh", "scp", "tar", "unzip", "source", "gem",
        "bundle", "rake", "rails", "python", "python3", "node", "ruby", "go", "cargo", "touch", "find", "sed",
        "awk", "which", "man", "ln", "ps", "kill", "systemctl", "service", "vim", "nano", "less", "head",
        "tail", "wc", "sort", "xargs", "env", "uv", "heroku", "psql", "mysql", "sqlite3", "createdb", "openssl",
        "pwd", "whoami", "history", "alias", "unset", "chsh", "defaults", "open", "xcode-select", "rsync", "jq",
        "gcc", "clang", "javac", "java", "dotnet", "mvn", "gradle", "composer", "php", "perl", "tmux", "crontab",
    ]
}
