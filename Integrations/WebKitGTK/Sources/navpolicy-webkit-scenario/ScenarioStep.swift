import Foundation
import NavPolicy

/// One line of a steps file: JavaScript to run in the main view or the newest pop-up, or the
/// set of the policy's flags on from then on (`flags: call-active, muted`; `flags:` alone is
/// none), as an app's state changes between two clicks.
enum ScenarioStep {
    case script(String, inPopup: Bool)
    /// The flags on for later navigations, with their names (for the decision lines).
    case flags(PolicyFlags, names: [String])

    /// The steps of a file's lines (blank lines and `#` comments skipped); a flag the policy
    /// does not declare is a usage error naming the line, with the runtime's suggestion.
    static func parse(_ lines: [String], policy: Policy) -> Result<[ScenarioStep], UsageError> {
        var steps: [ScenarioStep] = []
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("popup:") {
                steps.append(.script(String(trimmed.dropFirst("popup:".count)), inPopup: true))
            } else if trimmed.hasPrefix("flags:") {
                let names = trimmed.dropFirst("flags:".count).split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                var flags = PolicyFlags()
                for name in names {
                    do { flags.insert(try policy.flag(name)) } catch {
                        return .failure(UsageError(message: "steps line \(offset + 1): \(error)"))
                    }
                }
                steps.append(.flags(flags, names: names))
            } else {
                steps.append(.script(trimmed, inPopup: false))
            }
        }
        return .success(steps)
    }
}
