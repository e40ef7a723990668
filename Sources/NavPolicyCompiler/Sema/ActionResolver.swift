import NavPolicy

/// Resolves an action as written (`allow`, `open in-app`) to an `Action`.
enum ActionResolver {
    /// The action, or nil after reporting `unknown-action` (with a did-you-mean when one is
    /// close). A missing action was reported by the parser and gives nil silently.
    static func resolve(_ syntax: ActionSyntax?, into diagnostics: inout [Diagnostic]) -> Action? {
        guard let syntax, !syntax.words.isEmpty else { return nil }
        let spelling = syntax.words.map(\.text).joined(separator: " ")
        if let action = Action.allCases.first(where: { $0.sourceSpelling == spelling }) {
            return action
        }
        let spellings = Action.allCases.map(\.sourceSpelling)
        let offer = Suggestion.offer(for: spelling, at: syntax.range, among: spellings)
        diagnostics.append(.error(
            "unknown-action", "unknown action '\(spelling)'", at: syntax.range, notes: offer.notes,
            help: "the actions are \(spellings.map { "'\($0)'" }.joined(separator: ", "))", fixIts: offer.fixIts))
        return nil
    }
}
