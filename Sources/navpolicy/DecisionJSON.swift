import NavPolicy
import NavPolicyCompiler

/// The JSON objects `eval` and `test` print: a decision, its explanation, or a failed request.
enum DecisionJSON {
    /// `{"phase": "navigation", "action": "open-external", "rule": 2, "line": 7}`; with
    /// `input` first as `"input": N` (a batch line), and `"explain"` last when a trace is given.
    static func object(_ decision: Decision, phase: String, input: Int? = nil, trace: [RuleTrace]? = nil) -> String {
        var text = "{"
        if let input { text += "\"input\": \(input), " }
        text += phaseField(phase) + fields(decision)
        if let trace { text += ", \"explain\": \(self.trace(trace))" }
        return text + "}"
    }

    /// `"phase": "response", `: which question was decided.
    static func phaseField(_ phase: String) -> String {
        "\"phase\": \(JSONText.quoted(phase)), "
    }

    /// The decision's fields without braces: `"action": ..., "rule": ..., "line": ...`, and
    /// `"notify": "tag"` when the deciding rule has one.
    static func fields(_ decision: Decision) -> String {
        "\"action\": \(JSONText.quoted(decision.action.jsonName)), "
            + "\"rule\": \(JSONText.numberOrNull(decision.rule)), \"line\": \(JSONText.numberOrNull(decision.line))"
            + (decision.notify.map { ", \"notify\": \(JSONText.quoted($0))" } ?? "")
    }

    /// The rules tried: `[{"rule", "line", "matched", "reason"}]`.
    static func trace(_ trace: [RuleTrace]) -> String {
        let steps = trace.map { step in
            "{\"rule\": \(step.rule), \"line\": \(step.line), \"matched\": \(step.matched), "
                + "\"reason\": \(JSONText.quoted(step.reason))}"
        }
        return "[\(steps.joined(separator: ", "))]"
    }

    /// `{"input": N, "error": "..."}` for a request that could not be decided.
    static func error(_ message: String, input: Int? = nil) -> String {
        "{" + (input.map { "\"input\": \($0), " } ?? "") + "\"error\": \(JSONText.quoted(message))}"
    }
}
