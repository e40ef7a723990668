import NavPolicyCompiler

/// A command line that cannot be run as written; printed with the command's usage, exit 2.
struct UsageError: Error, Sendable {
    /// What is wrong, lowercase, user text in single quotes.
    let message: String

    /// A usage error with the given message.
    init(_ message: String) { self.message = message }

    /// `unknown command 'chek' (did you mean 'check'?)`.
    static func unknown(_ what: String, _ word: String, among candidates: [String]) -> UsageError {
        let suggestion = Suggestion.closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
        return UsageError("unknown \(what) '\(word)'\(suggestion)")
    }
}
