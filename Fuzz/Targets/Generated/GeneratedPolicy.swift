/// Inputs that name a generated policy instead of spelling it, for the targets that read
/// policy text (`front-end`, `formatter`): `0xFF`, an 8-byte seed (big-endian), a byte of
/// `RandomPolicyText.Features` bits, then the rest of the input as the target reads what follows
/// a policy (the front end's NUL and request lines). The policy is what the property tests'
/// generator (`Tests/NavPolicyTestSupport/RandomPolicyText*.swift`, compiled in by `Fuzz/run`)
/// writes for that seed and those features: always valid, so mutating the ten bytes explores
/// policies past the parser, with every language feature, where mutating text mostly makes
/// syntax errors. No text starts with `0xFF` (it is no UTF-8), so no other input is read
/// differently but one whose first bytes are invalid anyway.
enum GeneratedPolicy {
    /// The first byte of an input naming a generated policy.
    static let marker: UInt8 = 0xFF

    /// The input with a named policy replaced by its text; any other input as it is.
    static func expanded(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 10, bytes[0] == marker else { return bytes }
        let seed = bytes[1..<9].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let features = RandomPolicyText.Features(rawValue: Int(bytes[9]))
        return Array(RandomPolicyText.make(seed: seed, features: features).utf8) + bytes[10...]
    }
}
