import NavPolicy
import NavPolicyCompiler

/// The JSON objects `eval` prints: a decision, its explanation, or a failed request.
enum DecisionJSON {
    /// `{"action": "open-external", "rule": 2, "line": 7}`, with `"explanation"` when a trace is given.
    static func object(_ decision: Decision, trace: [RuleTrace]? = nil) -> String {
        var text = "{\"action\": \(JSONText.quoted(decision.action.jsonName)), "
            + "\"rule\": \(JSONText.numberOrNull(decision.rule)), \"line\": \(JSONText.numberOrNull(decision.line))"
        if let trace {
            let steps = trace.map { step in
                "{\"rule\": \(step.rule), \"line\": \(step.line), \"matched\": \(step.matched), "
                    + "\"reason\": \(JSONText.quoted(step.reason))}"
            }
            text += ", \"explanation\": [\(steps.joined(separator: ", "))]"
        }
        return text + "}"
    }

    /// `{"error": "..."}` for a request that could not be decided.
    static func error(_ message: String) -> String {
        "{\"error\": \(JSONText.quoted(message))}"
    }
}
