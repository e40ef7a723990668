import NavPolicy
import NavPolicyCompiler
import NavPolicyTestSupport

/// `RandomPolicyGenerator` over policies with an `on response` section and flags, and the
/// responses aimed at it: the name the response differential tests use.
struct RandomResponsePolicyGenerator {
    /// The language features of response policies.
    static let features: RandomPolicyText.Features = [.responses, .flags]
    private var base: RandomPolicyGenerator

    /// A generator whose output is a function of `seed` alone.
    init(seed: UInt64) { base = RandomPolicyGenerator(seed: seed, features: Self.features) }

    /// The next random policy: a navigation part, then a response section.
    mutating func policy() -> CheckedPolicy { base.policy() }

    /// A random response aimed at the section's edges.
    mutating func response() -> NavigationResponse { base.response() }
}
