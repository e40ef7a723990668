import NavPolicy

/// Packs the embedded source so that a host list is not stored twice: a run of string
/// literals that name host keys (`"a.example"`, `"*.b.example"`) with one separator between
/// them (`, ` or `,\n  `) is stored as the separator and each item's key index and wildcard
/// bit, which `SourceUnpacker` expands from the table's host set. Everything else is stored as
/// it is, a 0 byte doubled. Textual and exact: unpacking gives the source byte for byte.
enum SourcePacker {
    /// The fewest items worth a run (its header costs a few bytes).
    static let shortestRun = 4

    /// The packed bytes of `source`; `keyIndex` gives a host key's position in the host set.
    /// Reads the source through one buffer pointer: a million-host list is scanned without a
    /// slice or an array per item.
    static func pack(_ source: [UInt8], keyIndex: (UnsafeBufferPointer<UInt8>) -> Int?, keyCount: Int) -> [UInt8] {
        source.withUnsafeBufferPointer { source in
            var packed: [UInt8] = []
            packed.reserveCapacity(source.count / 4)
            let width = SourcePacking.itemWidth(keyCount: keyCount)
            var literalStart = 0
            var position = 0
            while position < source.count {
                guard source[position] == UInt8(ascii: "\""), let run = run(in: source, at: position, keyIndex: keyIndex) else {
                    position += 1
                    continue
                }
                appendLiteral(source[literalStart..<position], to: &packed)
                packed += [0, SourcePacking.runMarker]
                SourcePacking.appendNumber(run.items.count, to: &packed)
                SourcePacking.appendNumber(run.separator.count, to: &packed)
                packed += run.separator
                var bits = BitWriter()
                for item in run.items { bits.append(item.index << 1 | (item.wildcard ? 1 : 0), width: width) }
                packed += bits.bytes
                position = run.end
                literalStart = position
            }
            appendLiteral(source[literalStart...], to: &packed)
            return packed
        }
    }

    /// The run of host literals starting at the quote at `start`, when it has at least
    /// `shortestRun` items: each item, the separator and where the run ends.
    private static func run(
        in source: UnsafeBufferPointer<UInt8>, at start: Int, keyIndex: (UnsafeBufferPointer<UInt8>) -> Int?
    ) -> (items: [(index: Int, wildcard: Bool)], separator: Slice<UnsafeBufferPointer<UInt8>>, end: Int)? {
        guard let first = item(in: source, at: start, keyIndex: keyIndex) else { return nil }
        var items = [first.item]
        var end = first.end
        var separator = source[end..<end]
        while let quote = firstQuote(in: source, from: end, within: SourcePacking.longestSeparator + 1) {
            let gap = source[end..<quote]
            guard items.count == 1 || gap.elementsEqual(separator), let next = item(in: source, at: quote, keyIndex: keyIndex) else {
                break
            }
            if items.count == 1 { separator = gap }
            items.append(next.item)
            end = next.end
        }
        return items.count >= shortestRun ? (items, separator, end) : nil
    }

    /// The host literal at the quote at `start`: its key and whether it is written `*.`.
    private static func item(
        in source: UnsafeBufferPointer<UInt8>, at start: Int, keyIndex: (UnsafeBufferPointer<UInt8>) -> Int?
    ) -> (item: (index: Int, wildcard: Bool), end: Int)? {
        var contentStart = start + 1
        guard let close = firstQuote(in: source, from: contentStart, within: TableFormat.maxHostKeyBytes + 3) else { return nil }
        let wildcard =
            close - contentStart >= 2 && source[contentStart] == UInt8(ascii: "*") && source[contentStart + 1] == UInt8(ascii: ".")
        if wildcard { contentStart += 2 }
        guard close > contentStart, let index = keyIndex(UnsafeBufferPointer(rebasing: source[contentStart..<close])) else { return nil }
        return ((index, wildcard), close + 1)
    }

    /// The first `"` at or after `start` among the next `limit` bytes.
    private static func firstQuote(in source: UnsafeBufferPointer<UInt8>, from start: Int, within limit: Int) -> Int? {
        source[start..<min(source.count, start + limit)].firstIndex(of: UInt8(ascii: "\""))
    }

    /// Literal bytes, a 0 byte doubled (the run marker's escape).
    private static func appendLiteral(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, to packed: inout [UInt8]) {
        for byte in bytes {
            packed.append(byte)
            if byte == 0 { packed.append(0) }
        }
    }
}

/// Little-endian bits, least significant first.
private struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var filled = 0

    mutating func append(_ value: Int, width: Int) {
        for bit in 0..<width {
            if filled % 8 == 0 { bytes.append(0) }
            if value >> bit & 1 == 1 { bytes[bytes.count - 1] |= 1 << (filled % 8) }
            filled += 1
        }
    }
}
