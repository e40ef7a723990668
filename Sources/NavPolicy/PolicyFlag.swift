/// One flag a policy declares (`flag call-active`): a boolean the app sets on each decision.
///
/// A handle is the flag's place among the policy's flags, in declaration order; a policy
/// resolves a flag's name to its handle once, when the app sets up (`policy.flag("call-active")`),
/// so that a decision tests a bit instead of comparing names. A handle is only meaningful for
/// the policy (or a policy compiled from the same declarations) that gave it.
public struct PolicyFlag: Sendable, Hashable {
    /// The most flags one policy may declare: a set of them is one 64-bit word.
    public static let maximumCount = 64

    /// The flag's place in declaration order, `0..<maximumCount`.
    public let index: Int

    /// The flag at `index` in declaration order; nil outside `0..<maximumCount`. Made by the
    /// runtime when it resolves a name, and by tools (the reference interpreter) that number
    /// the flags of a checked policy the same way.
    package init?(index: Int) {
        guard index >= 0, index < Self.maximumCount else { return nil }
        self.index = index
    }

    /// The flag's bit in `PolicyFlags.rawValue`.
    @inline(__always) var bit: UInt64 { 1 << UInt64(index) }
}

/// The flags that are on for one decision (absent is off): a set of at most 64 flags held in
/// one word, so building, copying and testing it never allocates.
///
/// ```swift
/// let callActive = try policy.flag("call-active")
/// let request = try NavigationRequest(url: url, current: current, flags: inCall ? [callActive] : [])
/// ```
public struct PolicyFlags: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// One bit per flag: bit `i` is the flag at index `i`.
    package private(set) var rawValue: UInt64

    /// No flag on.
    public static let none = PolicyFlags()

    /// No flag on.
    public init() {
        rawValue = 0
    }

    /// The set whose bit `i` is on exactly when the flag at index `i` is (for tables and tools
    /// that carry flags as a word).
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// These flags on.
    public init(_ flags: some Sequence<PolicyFlag>) {
        rawValue = flags.reduce(0) { $0 | $1.bit }
    }

    /// These flags on: `[callActive, mapsAllowed]`.
    public init(arrayLiteral flags: PolicyFlag...) {
        self.init(flags)
    }

    /// Whether `flag` is on.
    @inline(__always)
    public func contains(_ flag: PolicyFlag) -> Bool {
        rawValue & flag.bit != 0
    }

    /// Whether no flag is on.
    public var isEmpty: Bool { rawValue == 0 }

    /// Turns `flag` on.
    public mutating func insert(_ flag: PolicyFlag) {
        rawValue |= flag.bit
    }

    /// Turns `flag` off.
    public mutating func remove(_ flag: PolicyFlag) {
        rawValue &= ~flag.bit
    }

    /// Turns `flag` on or off.
    public mutating func set(_ flag: PolicyFlag, _ isOn: Bool) {
        if isOn { insert(flag) } else { remove(flag) }
    }

    /// The flags on in either set.
    public func union(_ other: PolicyFlags) -> PolicyFlags {
        PolicyFlags(rawValue: rawValue | other.rawValue)
    }
}
