import NavPolicy
import NavPolicyCompiler
import NavPolicyJSON

/// One line of a `test` CASES file: a request as in `eval --requests` plus `"expect"` (an
/// action's JSON name) and optionally `"rule"` (index or null), `"notify"` (tag or null) and
/// `"name"`. Unknown keys are errors, as in `eval`.
struct PolicyCase {
    /// The keys a case line may have.
    static let keys = RequestDecoder.requestKeys + ["expect", "rule", "notify", "name"]

    /// The navigation or response to decide.
    let subject: DecisionSubject
    /// The parameters and flags the case gives (`"params"`, `"flags"`).
    let binding: RequestBinding
    /// The expected action.
    let expectedAction: Action
    /// The expected deciding rule when given: `.some(nil)` is the implicit default.
    let expectedRule: Int??
    /// The expected notify tag when given: `.some(nil)` is none.
    let expectedNotify: String??
    /// The case's name, or its URL when it has none.
    let name: String

    /// Reads one case line.
    init(jsonLine line: [UInt8]) throws(RequestDecoder.Failure) {
        let object = try RequestDecoder.record(jsonLine: line, keys: Self.keys)
        subject = try RequestDecoder.subject(object)
        binding = try RequestBinding.jsonLine(object)
        guard let expect = try RequestDecoder.string(object, "expect") else { throw RequestDecoder.Failure(message: "missing 'expect'") }
        guard let action = Action(jsonName: expect) else {
            throw RequestDecoder.unknown("action", expect, among: Action.allCases.map(\.jsonName))
        }
        expectedAction = action
        switch object["rule"] {
        case nil: expectedRule = nil
        case .null?: expectedRule = .some(nil)
        case .number(let number)?:
            guard let rule = Int(number.text), rule > 0 else {
                throw RequestDecoder.Failure(
                    message: "'rule' must be a rule index (1 or more) or null, found \(RequestDecoder.quoted(number.text))")
            }
            expectedRule = .some(rule)
        case let value?: throw RequestDecoder.Failure(message: "'rule' must be a number or null, found \(value.typeName)")
        }
        expectedNotify = object["notify"] == nil ? nil : .some(try Self.notifyTag(object))
        // The URL as the line wrote it (a response's inside its object).
        var written = try RequestDecoder.string(object, "url")
        if written == nil, case .string(let text)? = object[RequestDecoder.responseKey]?[ResponseKey.url.rawValue] {
            written = text
        }
        let url = written ?? ""
        name = try RequestDecoder.string(object, "name") ?? String(url.prefix(RequestDecoder.quotedPrefixLength))
    }

    /// The expected tag of `"notify"`: nil for `null`; a string that no rule can carry
    /// (`Decision.notifyTagRule`, as in the policy) is the line's error, since the case could
    /// never pass.
    private static func notifyTag(_ object: JSONObject) throws(RequestDecoder.Failure) -> String? {
        guard let tag = try RequestDecoder.string(object, "notify") else { return nil }
        guard Decision.isNotifyTag(tag) else {
            throw RequestDecoder.Failure(
                message: "'notify' must be a tag of \(Decision.notifyTagRule), or null, found \(RequestDecoder.quoted(tag))")
        }
        return tag
    }

    /// Whether `decision` is what the case expects.
    func isMet(by decision: Decision) -> Bool {
        decision.action == expectedAction
            && (expectedRule.map { $0 == decision.rule } ?? true)
            && (expectedNotify.map { $0 == decision.notify } ?? true)
    }

    /// `open-external (rule 2)`: the expectation in words.
    var expectationText: String {
        var parts: [String] = []
        if let expectedRule { parts.append(expectedRule.map { "rule \($0)" } ?? "implicit default") }
        if let expectedNotify { parts.append(expectedNotify.map { "notify \"\($0)\"" } ?? "no notify") }
        return expectedAction.jsonName + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }

    /// `{"action": "open-external", "rule": 2}`: the expectation with the keys the case gave.
    var expectationJSON: String {
        var fields = ["\"action\": \(JSONText.quoted(expectedAction.jsonName))"]
        if let expectedRule { fields.append("\"rule\": \(JSONText.numberOrNull(expectedRule))") }
        if let expectedNotify { fields.append("\"notify\": \(JSONText.quotedOrNull(expectedNotify))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `allow (rule 4, line 16)`: a decision in words.
    static func decisionText(_ decision: Decision) -> String {
        var parts = [decision.rule.map { "rule \($0)" } ?? "implicit default"]
        if let line = decision.line { parts.append("line \(line)") }
        if let tag = decision.notify { parts.append("notify \"\(tag)\"") }
        return "\(decision.action.jsonName) (\(parts.joined(separator: ", ")))"
    }
}
