/// An Oppen-style pretty printer: `scan` measures every group once, `print` then walks the
/// stream and breaks exactly the groups that do not fit in the remaining line. Linear in the
/// number of tokens; uses no recursion, so nesting depth costs nothing but memory.
package struct PrettyPrinter: Sendable {
    /// The column limit groups are fitted into.
    package let maximumLineLength: Int

    /// A printer fitting lines into `maximumLineLength` columns.
    package init(maximumLineLength: Int = 100) {
        self.maximumLineLength = maximumLineLength
    }

    /// Lays out `tokens`. The result ends with one line break unless it is empty; no line has
    /// trailing white space.
    package func print(_ tokens: [PrintToken]) -> String {
        let sizes = Self.scan(tokens)
        var output = LineWriter()
        // The root frame is always broken: top-level breaks start new lines.
        var frames: [(broken: Bool, indent: Int)] = [(true, 0)]
        var opens = 0
        for token in tokens {
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
                let size = sizes[opens]
                opens += 1
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

    /// For each `.open`, in order, the width of its group plus the text that follows it up to
    /// the next break or forced line break (so a closing `)` or a trailing comment is fitted
    /// with the group); `unbounded` when the group contains a forced line break. One pass with
    /// the stack of open groups and the closed groups waiting for the next break: memory is
    /// one entry per group, not per token.
    static func scan(_ tokens: [PrintToken]) -> [Int] {
        var sizes: [Int] = []
        // Open groups: their entry in `sizes`, and the width and line breaks before them.
        var open: [(entry: Int, width: Int, newlines: Int)] = []
        // Closed groups without a forced line break, measured at the next break.
        var waiting: [(entry: Int, width: Int)] = []
        var (width, newlines) = (0, 0)
        func measureWaiting() {
            for group in waiting { sizes[group.entry] = width &- group.width }
            waiting.removeAll(keepingCapacity: true)
        }
        func close(_ group: (entry: Int, width: Int, newlines: Int)) {
            if newlines > group.newlines {
                sizes[group.entry] = unbounded
            } else {
                waiting.append((group.entry, group.width))
            }
        }
        for token in tokens {
            switch token {
            case .text(let text):
                width &+= text.unicodeScalars.count
            case .break(let size, _):
                measureWaiting()
                width &+= size
            case .newlines:
                measureWaiting()
                newlines += 1
            case .open:
                open.append((sizes.count, width, newlines))
                sizes.append(0)
            case .close:
                if let group = open.popLast() { close(group) }
            case .textWhenBroken:
                break
            }
        }
        // An unclosed group runs to the end of the stream.
        while let group = open.popLast() { close(group) }
        measureWaiting()
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
