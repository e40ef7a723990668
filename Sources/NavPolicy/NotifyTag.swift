/// The tag of a rule's `and notify "<tag>"`, stored inline: 1 to 64 characters of
/// `A-Z a-z 0-9 . _ -` in 64 bytes and a length, so a `Decision` holding one is plain data.
///
/// A `String` in `Decision` would make every decision a copy with a retain and a destroy with a
/// release; this copies as bytes and builds the `String` only when `Decision.notify` is read.
/// Self-contained: it points into no table, so a decision outlives the policy that made it.
struct NotifyTag: Sendable, Hashable, BitwiseCopyable {
    /// The most bytes a tag may have (the language's limit, checked by sema and at table load).
    static let maximumLength = 64

    /// What a tag is, in the words every message about a bad tag uses.
    static let rule = "1 to \(maximumLength) characters of 'A-Z', 'a-z', '0-9', '.', '_' and '-'"

    /// The tag's bytes, zero past `length` (so equal tags are equal words).
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// The tag's length in bytes; 0 for no tag.
    private var length: UInt8 = 0

    /// No tag.
    static let none = NotifyTag()

    /// No tag, built in place (the `none` constant is a global: reading it checks its
    /// initialization and copies 72 bytes, on every decision without a tag).
    @inline(__always)
    init() {}

    /// The tag of `bytes`, or nil when they are not a tag the language allows.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard Self.isValid(bytes) else { return nil }
        self.init(validated: bytes)
    }

    /// The tag of bytes already checked (`isValid`, as the table reader checks every tag at load).
    @inline(__always)
    init(validated bytes: UnsafeBufferPointer<UInt8>) {
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        length = UInt8(truncatingIfNeeded: bytes.count)
    }

    /// The tag of `string`, or nil when it is not a tag the language allows.
    init?(_ string: String) {
        var string = string
        guard let tag = string.withUTF8({ NotifyTag($0) }) else { return nil }
        self = tag
    }

    /// Whether `bytes` are a tag: 1 to `maximumLength` bytes of `A-Z a-z 0-9 . _ -`.
    static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.count <= maximumLength
            && bytes.allSatisfy { byte in
                (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
    }

    /// The tag as a string; nil for no tag.
    var string: String? {
        guard length > 0 else { return nil }
        return withUnsafeBytes(of: words) { String(decoding: UnsafeRawBufferPointer(rebasing: $0[..<Int(length)]), as: UTF8.self) }
    }

    static func == (left: NotifyTag, right: NotifyTag) -> Bool {
        left.length == right.length
            && withUnsafeBytes(of: left.words) { leftBytes in
                withUnsafeBytes(of: right.words) { $0.elementsEqual(leftBytes) }
            }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(length)
        withUnsafeBytes(of: words) { hasher.combine(bytes: $0) }
    }
}
