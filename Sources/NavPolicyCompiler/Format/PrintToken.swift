/// One instruction for the `PrettyPrinter`: the formatter turns syntax and trivia into a stream
/// of these, and the printer alone decides where lines break (Oppen's scan-and-print design).
package enum PrintToken: Sendable, Hashable {
    /// Text printed as is; it never contains a line break.
    case text(String)
    /// A place where the line may break. Inside a group that fits on the line it prints `size`
    /// spaces; inside a broken group it starts a new line indented to the group's indentation
    /// plus `offset` (a closing bracket uses `-indent` to return to the enclosing level).
    case `break`(size: Int, offset: Int)
    /// Text printed only when the enclosing group is broken (the trailing comma of a list).
    case textWhenBroken(String)
    /// Starts a group. Every break directly inside a group breaks, or none does (consistent
    /// breaking); a broken group indents its continuation lines by `indent` more than the
    /// enclosing group's indentation.
    case open(indent: Int)
    /// Ends the innermost open group.
    case close
    /// `count` line breaks that always happen (`2` leaves one blank line); runs of them merge
    /// into the largest. Forces every enclosing group to break.
    case newlines(Int)
}

extension PrintToken {
    /// A break that prints one space when its group fits.
    package static let space = PrintToken.break(size: 1, offset: 0)
    /// A break that prints nothing when its group fits.
    package static let softBreak = PrintToken.break(size: 0, offset: 0)
}
