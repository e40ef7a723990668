import Foundation

/// One scenario to play: a policy with its parameters, a start URL and the lines of its steps.
/// `--policy/--param/--start/--steps` give one; a `--batch` file gives many, each a block:
///
///     scenario: links: _self to another host
///     policy: Integrations/WebKitGTK/Tests/ScenarioTests/Scenarios/policies/one-host.navpolicy
///     param: servers=chat.example
///     start: http://app.example/
///     document.getElementById("self").click()
///
/// `scenario:` starts a block and names it; `policy:` and `start:` are required, `param:`
/// repeats; the other lines are steps, as in a steps file.
struct ScenarioSpec {
    /// The name printed before its lines (`{"event": "scenario", "name": ...}`); nil alone.
    var name: String?
    var policy: String
    var parameters: [String: [String]]
    var start: String
    var steps: [String]

    /// The scenarios of a batch file's lines.
    static func parseBatch(_ lines: [String]) -> Result<[ScenarioSpec], UsageError> {
        var specs: [ScenarioSpec] = []
        var current: (name: String, line: Int, policy: String?, parameters: [String: [String]], start: String?, steps: [String])?
        func finish() -> UsageError? {
            guard let block = current else { return nil }
            guard let policy = block.policy, let start = block.start else {
                return UsageError(message: "batch line \(block.line): scenario '\(block.name)' needs a policy: and a start: line")
            }
            specs.append(ScenarioSpec(name: block.name, policy: policy, parameters: block.parameters, start: start, steps: block.steps))
            return nil
        }
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let name = trimmed.value(after: "scenario:") {
                if let error = finish() { return .failure(error) }
                current = (name, offset + 1, nil, [:], nil, [])
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard current != nil else {
                return .failure(UsageError(message: "batch line \(offset + 1): steps before the first scenario: line"))
            }
            if let policy = trimmed.value(after: "policy:") {
                current?.policy = policy
            } else if let start = trimmed.value(after: "start:") {
                current?.start = start
            } else if let binding = trimmed.value(after: "param:") {
                switch ScenarioArguments.parameter(binding) {
                case .success(let (key, items)): current?.parameters[key, default: []] += items
                case .failure(let error): return .failure(UsageError(message: "batch line \(offset + 1): \(error.message)"))
                }
            } else {
                current?.steps.append(line)
            }
        }
        if let error = finish() { return .failure(error) }
        return specs.isEmpty ? .failure(UsageError(message: "the batch file has no scenario: line")) : .success(specs)
    }
}

extension String {
    /// The rest of the line after `prefix`, trimmed; nil when it does not start with it.
    func value(after prefix: String) -> String? {
        hasPrefix(prefix) ? dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : nil
    }
}
