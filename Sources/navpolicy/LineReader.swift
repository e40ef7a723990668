import Foundation

/// Reads a file (or standard input for `-`) one line at a time through a fixed-size buffer,
/// so a batch of a million lines needs no more memory than its longest line. A line longer
/// than `maximumLineLength` is cut there and flagged, and the rest of it is skipped unread
/// into memory. The input limit (`FileSystem.maxInputBytes`) holds as for every input: a
/// larger regular file is refused before its first line, and a stream (standard input, a
/// pipe, `/dev/zero`) that goes past it ends with that error once the limit is read.
struct LineReader: ~Copyable {
    /// One line, without its `\n` (a trailing `\r` is kept; callers treat it as whitespace).
    struct Line {
        /// 1-based line number in the file.
        let number: Int
        /// The line's bytes, at most `maximumLineLength` of them.
        let bytes: [UInt8]
        /// Whether the line was longer than `maximumLineLength` and was cut.
        let isTruncated: Bool
    }

    /// The longest line kept whole: 1 MiB.
    static let maximumLineLength = 1 << 20

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let path: String
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var lineNumber = 0
    /// Bytes read from the input so far.
    private var totalRead = 0

    /// Opens `path` (`-` is standard input); refuses a directory or a regular file over the
    /// input limit before anything is read.
    init(path: String) throws(FileError) {
        let isStandardInput = path == FileSystem.standardStream
        let opened = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY)
        guard opened >= 0 else { throw FileSystem.failure("cannot read", path) }
        do throws(FileError) {
            _ = try FileSystem.inspect(opened, path: path)
        } catch {
            if !isStandardInput { close(opened) }
            throw error
        }
        self.path = path
        descriptor = opened
        ownsDescriptor = !isStandardInput
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next line, or nil at the end of the input. A final line without `\n` is a line.
    mutating func next() throws(FileError) -> Line? {
        var line: [UInt8] = []
        var truncated = false
        while true {
            if start == end {
                if atEnd { break }
                try refill()
                continue
            }
            // memchr: the scan of every byte of a long line, or of an endless one, is the hot loop.
            let newline = buffer.withUnsafeBytes { bytes -> Int? in
                memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\n")), end - start).map { UnsafeRawPointer($0) - bytes.baseAddress! }
            }
            let stop = newline ?? end
            let room = Self.maximumLineLength - line.count
            if stop - start > room {
                truncated = true
                line.append(contentsOf: buffer[start..<(start + room)])
            } else if !truncated {
                line.append(contentsOf: buffer[start..<stop])
            }
            if let newline {
                start = newline + 1
                lineNumber += 1
                return Line(number: lineNumber, bytes: line, isTruncated: truncated)
            }
            start = end
        }
        guard !line.isEmpty || truncated else { return nil }
        lineNumber += 1
        return Line(number: lineNumber, bytes: line, isTruncated: truncated)
    }

    private mutating func refill() throws(FileError) {
        start = 0
        end = 0
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileSystem.failure("cannot read", path) }
            if count == 0 { atEnd = true }
            totalRead += count
            guard totalRead <= FileSystem.maxInputBytes else { throw FileSystem.tooLarge(path) }
            end = count
            return
        }
    }
}
