/// Writes the tokens of a generated policy as text: one statement a line with single spaces, or
/// (`randomLayout`) with random layout — spaces, tabs, line breaks anywhere, CRLF or LF, blank
/// lines, own-line and end-of-line comments in every position — which is trivia, so it may
/// change no meaning. `RandomPolicyText` decides what the tokens are; this decides only where
/// the white space and comments go.
struct PolicyTextWriter {
    /// One token of a generated policy.
    enum Token: Equatable {
        /// A keyword, name, enum word, number or range, written as is.
        case word(String)
        /// A string literal's content, written in quotes.
        case string(String)
        /// `(`, `)`, `[`, `]`, `,` or `=`, which may touch the token before it.
        case punctuation(String)
        /// A number range, `LOW..HIGH` (under random layout sometimes with spaces around the
        /// `..`, which is a token of its own).
        case range(Int, Int)
    }

    private(set) var text = ""
    /// Every token written, as written (a string in its quotes), in order.
    private(set) var tokens: [String] = []
    let newline: String
    let randomLayout: Bool

    /// A writer drawing its layout from `random` when `randomLayout` (with LF or, one time in
    /// six, CRLF line breaks); else one space between tokens and LF line breaks.
    init(randomLayout: Bool, random: inout SeededGenerator) {
        self.randomLayout = randomLayout
        newline = randomLayout && random.below(6) == 0 ? "\r\n" : "\n"
    }

    /// Writes one statement's tokens, on a line of its own (maybe after blank lines and a
    /// comment).
    mutating func statement(_ tokens: [Token], random: inout SeededGenerator) {
        if !text.isEmpty {
            text += newline
            if randomLayout {
                if random.chance(30) { text += newline }
                if random.chance(20) { text += newline + newline }
                if random.chance(30) { text += comment(&random) + newline }
            }
        }
        for token in tokens { write(token, random: &random) }
    }

    /// The text so far, with a comment at the start and end and a final line break as the
    /// layout draws them.
    mutating func finished(random: inout SeededGenerator) -> String {
        guard randomLayout else { return text + newline }
        var result = random.chance(30) ? comment(&random) + newline + text : text
        if random.chance(40) { result += newline + comment(&random) }
        if random.chance(80) { result += newline }
        return result
    }

    private mutating func write(_ token: Token, random: inout SeededGenerator) {
        let written: String
        switch token {
        case .word(let word):
            separator(required: true, random: &random)
            written = word
        case .string(let value):
            separator(required: true, random: &random)
            written = "\"" + value + "\""
        case .punctuation(let mark):
            separator(required: false, before: mark.first ?? " ", random: &random)
            written = mark
        case .range(let low, let high):
            separator(required: true, random: &random)
            written = String(low) + (randomLayout ? random.pick(["..", "..", " .. ", ".. "]) : "..") + String(high)
        }
        text += written
        tokens.append(written)
    }

    /// White space or comments before a token; `required` when the token cannot touch the
    /// previous one.
    private mutating func separator(required: Bool, before pending: Character = " ", random: inout SeededGenerator) {
        guard let last = text.unicodeScalars.last, last != "\n" else { return }
        guard randomLayout else {
            // `host in ["a", "b"] and (x)`: no space inside brackets, none before `,`.
            if last != "(" && last != "[" && (required || ["(", "[", "="].contains(String(pending))) { text += " " }
            return
        }
        switch random.below(40) {
        case 0: text += " " + comment(&random) + newline
        case 1: text += newline + random.pick(["", "  ", "\t"]) + comment(&random) + newline
        case 2: text += newline
        case 3: text += "\t"
        case 4: text += "  "
        case 5, 6, 7: if required { text += " " }
        default: text += " "
        }
    }

    /// A comment of random words (a `#` inside, non-ASCII, brackets, quotes).
    private func comment(_ random: inout SeededGenerator) -> String {
        let words = ["why", "keep", "this", "#", "rule", "TODO:", "ünïcode", "pay", "[x]", "\"quoted\""]
        let body = (0..<random.below(7)).map { _ in random.pick(words) }.joined(separator: " ")
        return random.pick(["#", "# ", "##"]) + body + random.pick(["", "", " "])
    }
}
