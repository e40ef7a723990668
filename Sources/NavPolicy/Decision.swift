/// The outcome of evaluating a policy for one request.
///
/// Plain data (`BitwiseCopyable`): deciding returns it by copying bytes, with no retain or
/// release, and it points into no table, so it stays valid after its `Policy` is gone.
public struct Decision: Sendable, Hashable, BitwiseCopyable {
    /// The notify tag, inline (see `NotifyTag`).
    private var tag: NotifyTag
    /// What to do with the navigation.
    public var action: Action
    /// Whether `storedRule` and `storedLine` hold a value: an `Int?` each would take 16 bytes.
    private var hasRule = false, hasLine = false
    /// The rule and line, 0 when absent (so equal decisions are equal bytes).
    private var storedRule = 0, storedLine = 0

    /// 1-based index of the deciding rule among the file's `when` and `otherwise`
    /// statements; nil for the implicit default (`allow`).
    public var rule: Int? {
        get { hasRule ? storedRule : nil }
        set { (hasRule, storedRule) = (newValue != nil, newValue ?? 0) }
    }

    /// Source line of the deciding rule; nil for the implicit default.
    public var line: Int? {
        get { hasLine ? storedLine : nil }
        set { (hasLine, storedLine) = (newValue != nil, newValue ?? 0) }
    }

    /// The tag of the deciding rule's `and notify "<tag>"`: the app adapter hands the URL and
    /// this tag to the app. Nil when the rule has none. Built when read; setting a string that
    /// is not a tag the language allows (1 to 64 characters of `A-Z a-z 0-9 . _ -`) traps.
    public var notify: String? {
        get { tag.string }
        set { tag = Self.tag(newValue) }
    }

    /// A decision with the given action, rule, line and notify tag. A `notify` that is not a
    /// tag the language allows (1 to 64 characters of `A-Z a-z 0-9 . _ -`) is a programming
    /// error and traps: every tag a policy can carry passed that check already.
    public init(action: Action, rule: Int?, line: Int?, notify: String? = nil) {
        self.init(action: action, rule: rule, line: line, tag: Self.tag(notify))
    }

    /// The decision of a table's rule `rule` (its tag validated at load): every field set
    /// directly, without the optional properties' setters, on every decision's path.
    @inline(__always)
    init(action: Action, rule: Int, line: Int, tag: NotifyTag) {
        (self.tag, self.action, hasRule, hasLine, storedRule, storedLine) = (tag, action, true, true, rule, line)
    }

    /// A decision with an already checked tag.
    private init(action: Action, rule: Int?, line: Int?, tag: NotifyTag) {
        self.tag = tag
        self.action = action
        self.rule = rule
        self.line = line
    }

    /// The decision when no rule matches and the policy has no `otherwise`.
    public static let implicitDefault = Decision(implicitDefault: ())

    /// `implicitDefault` built in place, for the decision path (reading the global constant
    /// checks its initialization and copies it).
    @inline(__always)
    init(implicitDefault: Void) {
        (tag, action, hasRule, hasLine, storedRule, storedLine) = (NotifyTag(), .allow, false, false, 0, 0)
    }

    /// The most bytes a notify tag may have: the language's limit.
    package static let maximumNotifyLength = NotifyTag.maximumLength

    /// Whether `tag` is a notify tag the language allows: 1 to `maximumNotifyLength`
    /// characters of `A-Z a-z 0-9 . _ -`. Sema, the table loader and `init` share this check.
    package static func isNotifyTag(_ tag: String) -> Bool { NotifyTag.isValid(tag.utf8) }

    private static func tag(_ notify: String?) -> NotifyTag {
        guard let notify else { return .none }
        guard let tag = NotifyTag(notify) else { preconditionFailure("invalid notify tag '\(notify)': 1 to 64 characters of A-Z a-z 0-9 . _ -") }
        return tag
    }
}
