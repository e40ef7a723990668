/// One option a command accepts: a flag (`--explain`) or an option with a value (`-o TABLE`).
struct OptionSpec: Sendable, Hashable {
    /// Every spelling (`["-o", "--output"]`); the long one keys the parsed value.
    let names: [String]
    /// The value's placeholder in help (`table`); nil for a flag without a value.
    let valueName: String?
    /// The accepted values, when the option takes one of a fixed set.
    let allowedValues: [String]
    /// Whether the command cannot run without it.
    let isRequired: Bool
    /// Whether it may be given more than once, every value kept in order (`--flag a --flag b`);
    /// otherwise the last occurrence wins.
    var repeats = false
    /// One line of help.
    let help: String

    /// A flag without a value.
    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, allowedValues: [], isRequired: false, help: help)
    }

    /// An option that takes a value, optionally restricted to `allowedValues`.
    static func option(
        _ names: String..., value: String, allowed: [String] = [], required: Bool = false, repeats: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(names: names, valueName: value, allowedValues: allowed, isRequired: required, repeats: repeats, help: help)
    }

    /// The spelling used as the key and in messages (`--format`).
    var primaryName: String { names.first { $0.hasPrefix("--") } ?? names.first ?? "" }
}

/// A positional argument a command accepts.
struct PositionalSpec: Sendable, Hashable {
    /// The placeholder in help (`file`).
    let name: String
    /// One line of help.
    let help: String
    /// Whether it takes one or more values (`<file> ...`).
    let repeats: Bool
}

/// The arguments a command accepts; both the scanner and the help text read it.
struct CommandSignature: Sendable {
    /// Options and flags, in help order.
    var options: [OptionSpec]
    /// Positional arguments, in order.
    var positionals: [PositionalSpec]
}

/// The result of scanning a command's arguments against its signature.
struct ParsedArguments: Sendable {
    /// Positional values in order (`-` kept as is: it means standard input).
    var positionals: [String] = []
    /// Option values by primary name (the last occurrence wins).
    var values: [String: String] = [:]
    /// Every value of a repeatable option by primary name, in order.
    var repeatedValues: [String: [String]] = [:]
    /// Flags that were given, by primary name.
    var flags: Set<String> = []
    /// Whether `-h` / `--help` was given.
    var helpRequested = false

    /// The value given for an option, if any (the last, for a repeatable one).
    func value(_ option: OptionSpec) -> String? { values[option.primaryName] }

    /// Every value given for a repeatable option, in order.
    func allValues(_ option: OptionSpec) -> [String] { repeatedValues[option.primaryName] ?? [] }

    /// Whether a flag was given.
    func isSet(_ option: OptionSpec) -> Bool { flags.contains(option.primaryName) }
}

/// The one place that reads command-line words: `--name value`, `--name=value`, `-o value`,
/// `--` ends options, a lone `-` is a positional (standard input).
enum ArgumentScanner {
    /// The spellings that ask for help, accepted by every command.
    static let helpNames: Set<String> = ["-h", "--help"]

    /// Scans `words` (after the command name) against `signature`.
    static func scan(_ words: [String], signature: CommandSignature) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if helpNames.contains(word) {
                parsed.helpRequested = true
                continue
            }
            let (name, inlineValue) = splitInlineValue(word)
            guard let option = signature.options.first(where: { $0.names.contains(name) }) else {
                let spellings = signature.options.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
                throw UsageError.unknown("option", name, among: spellings)
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                parsed.flags.insert(option.primaryName)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.count {
                value = words[index]
                index += 1
            } else {
                throw UsageError("missing value for option '\(name)'")
            }
            if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                let allowed = option.allowedValues.map { "'\($0)'" }.joined(separator: ", ")
                throw UsageError("invalid value '\(value)' for '\(name)': expected one of \(allowed)")
            }
            parsed.values[option.primaryName] = value
            if option.repeats { parsed.repeatedValues[option.primaryName, default: []].append(value) }
        }
        if !parsed.helpRequested { try checkCompleteness(parsed, signature: signature) }
        return parsed
    }

    /// `--format=json` → (`--format`, `json`); other words unchanged.
    private static func splitInlineValue(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    private static func checkCompleteness(_ parsed: ParsedArguments, signature: CommandSignature) throws(UsageError) {
        if let missing = signature.options.first(where: { $0.isRequired && parsed.value($0) == nil }) {
            throw UsageError("missing option '\(missing.primaryName)'")
        }
        let positionals = parsed.positionals
        let required = signature.positionals.count
        let repeats = signature.positionals.last?.repeats ?? false
        if positionals.count < required, let missing = signature.positionals.dropFirst(positionals.count).first {
            throw UsageError("missing argument <\(missing.name)>")
        }
        if !repeats, positionals.count > required {
            throw UsageError("unexpected argument '\(positionals[required])'")
        }
    }
}
