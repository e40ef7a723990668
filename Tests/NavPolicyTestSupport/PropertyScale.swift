import Foundation

/// How much work the seeded property tests do. Each runs a small default number of cases, so
/// `swift test` stays quick; `NAVPOLICY_PROPERTY_SCALE=N` multiplies every property test's
/// case count by N for long runs (CI's scaled-up property job, a soak before a release). The
/// seeds are unchanged, so a scaled run covers the default cases and more.
public enum PropertyScale {
    /// The environment variable read.
    public static let variable = "NAVPOLICY_PROPERTY_SCALE"

    /// The multiplier: 1 when the variable is unset or empty. Anything but a positive integer
    /// stops the run with a message, rather than silently running the default.
    public static let factor: Int = {
        guard let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty else { return 1 }
        guard let value = Int(text), value > 0 else {
            fatalError("\(variable) must be a positive integer (the multiplier of property test cases), not '\(text)'")
        }
        return value
    }()

    /// The number of cases a property test runs: its default `base` times the factor.
    public static func cases(_ base: Int) -> Int {
        base * factor
    }

    /// `"×N"` for a test's printed summary, so a log says how large the run was.
    public static var label: String { "×\(factor)" }
}
