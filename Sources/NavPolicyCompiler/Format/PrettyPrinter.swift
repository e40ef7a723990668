/// An Oppen-style pretty printer: `scan` measures every group once, `print` then walks the
/// stream and breaks exactly the groups that do not fit in the remaining line. Linear in the
/// number of tokens; uses no recursion, so nesting depth costs nothing but memory.
public struct PrettyPrinter: Sendable {
    /// The column limit groups are fitted into.
    public let maximumLineLength: Int

    /// A printer fitting lines into `maximumLineLength` columns.
    public init(maximumLineLength: Int = 100) {
        self.maximumLineLength = maximumLineLength
    }

    /// Lays out `tokens`. The result ends with one line break unless it is empty; no line has
    /// trailing white space.
    public func print(_ tokens: [PrintToken]) -> String {
        let sizes = Self.scan(tokens)
        var output = LineWriter()
        // The root frame is always broken: top-level breaks start new lines.
        var frames: [(broken: Bool, indent: Int)] = [(true, 0)]
        for (index, token) in tokens.enumerated() {
            let frame = frames[frames.count - 1]
            switch token {
            case .text(let text):
                output.write(text)
            case .textWhenBroken(let text):
                if frame.broken { output.write(text) }
            case .break(let size, let offset):
                if frame.broken {
                    output.requestNewlines(1, indent: max(0, frame.indent + offset))
                } else {
                    output.requestSpaces(size)
                }
            case .newlines(let count):
                output.requestNewlines(count, indent: frame.indent)
            case .open(let indent):
                let size = sizes[index]
                let fits = size != Self.unbounded && output.nextColumn + size <= maximumLineLength
                frames.append((!fits, fits ? frame.indent : frame.indent + indent))
            case .close:
                if frames.count > 1 { frames.removeLast() }
            }
        }
        return output.finish()
    }

    /// The size of a group that contains a forced line break: it never fits.
    static let unbounded = Int.max

    /// For each `.open`, the width of its group plus the text that follows it up to the next
    /// break or forced line break (so a closing `)` or a trailing comment is fitted with the
    /// group); `unbounded` when the group contains a forced line break. Other entries are 0.
    static func scan(_ tokens: [PrintToken]) -> [Int] {
        let count = tokens.count
        // widthBefore[i] / newlinesBefore[i]: totals over tokens[0..<i].
        var widthBefore = [Int](repeating: 0, count: count + 1)
        var newlinesBefore = [Int](repeating: 0, count: count + 1)
        for (index, token) in tokens.enumerated() {
            var width = 0
            var isNewline = 0
            switch token {
            case .text(let text): width = text.unicodeScalars.count
            case .break(let size, _): width = size
            case .newlines: isNewline = 1
            case .textWhenBroken, .open, .close: break
            }
            widthBefore[index + 1] = widthBefore[index] &+ width
            newlinesBefore[index + 1] = newlinesBefore[index] + isNewline
        }
        // nextStop[i]: the first break or forced line break at or after i.
        var nextStop = [Int](repeating: count, count: count + 1)
        var index = count - 1
        while index >= 0 {
            switch tokens[index] {
            case .break, .newlines: nextStop[index] = index
            default: nextStop[index] = nextStop[index + 1]
            }
            index -= 1
        }
        var sizes = [Int](repeating: 0, count: count)
        var openIndices: [Int] = []
        func measure(open: Int, close: Int) {
            sizes[open] = newlinesBefore[close] > newlinesBefore[open]
                ? unbounded
                : widthBefore[nextStop[close]] - widthBefore[open]
        }
        for (index, token) in tokens.enumerated() {
            switch token {
            case .open: openIndices.append(index)
            case .close: if let open = openIndices.popLast() { measure(open: open, close: index) }
            default: break
            }
        }
        // An unclosed group runs to the end of the stream.
        while let open = openIndices.popLast() { measure(open: open, close: count) }
        return sizes
    }
}

/// Accumulates output lines, deferring spaces and line breaks until text follows so that no
/// line ends in white space and runs of requested line breaks merge.
struct LineWriter {
    private(set) var text = ""
    private var column = 0
    private var pendingNewlines = 0
    private var pendingIndent = 0
    private var pendingSpaces = 0

    /// The column the next text would start at.
    var nextColumn: Int { pendingNewlines > 0 ? pendingIndent : column + pendingSpaces }

    mutating func write(_ piece: String) {
        if pendingNewlines > 0 {
            if !text.isEmpty {
                for _ in 0..<pendingNewlines { text.append("\n") }
            }
            text.append(String(repeating: " ", count: pendingIndent))
            column = pendingIndent
        } else if pendingSpaces > 0 {
            text.append(String(repeating: " ", count: pendingSpaces))
            column += pendingSpaces
        }
        pendingNewlines = 0
        pendingSpaces = 0
        text.append(piece)
        column += piece.unicodeScalars.count
    }

    mutating func requestSpaces(_ count: Int) {
        if pendingNewlines == 0 { pendingSpaces += count }
    }

    mutating func requestNewlines(_ count: Int, indent: Int) {
        pendingNewlines = max(pendingNewlines, count)
        pendingIndent = indent
        pendingSpaces = 0
    }

    mutating func finish() -> String {
        if !text.isEmpty { text.append("\n") }
        return text
    }
}
