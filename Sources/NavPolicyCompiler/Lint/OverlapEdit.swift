/// The edit `partially-shadowed` offers besides reordering: state the overlap in the exception,
/// so that it no longer claims requests an earlier rule decides. For each earlier rule it adds
/// `and <clause>` to the exception's condition, the clause being the negation of one of the
/// earlier rule's `and` tests (`target is subframe` → `target is not subframe`) that no request
/// the exception decides passes — checked exactly — or, failing a short one, the negation of
/// the earlier rule's whole condition, which no such request passes by construction (the
/// earlier rule would have decided it).
///
/// Either way the requests the exception decides are the same, so no decision changes; and
/// the earlier rule implies its test, so it no longer meets the exception's requests: the
/// finding about that rule goes (and `correlated-rules` for the pair). The narrower exception
/// may then be an exception to another earlier rule, which a new finding names.
struct OverlapEdit {
    /// What to do, for the help text: `add 'and target is not subframe' to its condition`.
    let description: String
    /// The edit as text insertions in the exception's condition (none without the syntax).
    let fixIts: [FixIt]

    /// The most of an earlier rule's `and` tests tried as a clause (shortest first): each try
    /// is a question in a request space of its own.
    static let testedClauseLimit = 3

    /// The edit of rule `later` for the earlier rules `earlier`.
    init(later: Int, earlier: [Int], in context: LintContext) {
        guard let exception = context.conditionSyntax(ofRule: later) else {
            let names = earlier.map { "of \(context.label(ofRule: $0))" }
            description = "add the negation of the condition \(Suggestion.listed(names)) to its condition with 'and'"
            fixIts = []
            return
        }
        let text = ConditionText(tokens: context.syntax.tokens)
        let clauses = earlier.map { Self.clause(earlier: $0, later: later, text: text, in: context) }
        let addition = "and " + clauses.joined(separator: " and ")
        let range = exception.range
        if case .or = exception {
            description = "put its condition in parentheses and add '\(addition)'"
            fixIts = [
                FixIt(range: SourceRange(at: range.start), replacement: "("),
                FixIt(range: SourceRange(at: range.end), replacement: ") " + addition),
            ]
        } else {
            description = "add '\(addition)' to its condition"
            fixIts = [FixIt(range: SourceRange(at: range.end), replacement: " " + addition)]
        }
    }

    /// The shortest checked clause excluding rule `earlier`'s requests from rule `later`.
    private static func clause(earlier: Int, later: Int, text: ConditionText, in context: LintContext) -> String {
        let rules = context.policy.rules
        guard let syntax = context.conditionSyntax(ofRule: earlier) else { return "not (…)" }
        let whole = text.negation(syntax)
        guard case .and(let tests, _) = ConditionText.unwrapped(syntax), case .and(let checked) = rules[earlier].condition,
            tests.count == checked.count
        else { return whole }
        let candidates = zip(tests, checked).map { (clause: text.negation($0), test: $1) }
            .sorted { $0.clause.count < $1.clause.count }.prefix(testedClauseLimit)
        for candidate in candidates where candidate.clause.count < whole.count {
            // Some request the exception decides (it holds, no rule before it does) passes the test?
            let passes = RuleInteractionAnalysis.someRequest(
                satisfying: [rules[later].condition, candidate.test],
                failing: rules[..<later].map(\.condition),
                responses: context.policy.section == .response)
            if passes == false { return candidate.clause }
        }
        return whole
    }
}
