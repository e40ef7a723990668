import NavPolicy
import NavPolicyTestSupport
import Testing

/// `HostName.reversed`, which finds and copies labels eight bytes at a time, against a plain
/// model written from its contract: labels in reverse order with a 0 between them, cut at
/// `maxHostKeyBytes + 1` bytes, a label holding a 0 byte replaced by 0xFF and ending the name,
/// then 16 zero bytes. Random hosts mix dots, 0 bytes and labels of 0 to 20 bytes, from empty
/// up to 600 bytes, so every word position of a dot or 0 and the cut at the limit are met.
struct HostNameTests {
    /// The model: byte by byte, in the contract's words.
    static func model(_ host: [UInt8]) -> (name: [UInt8], canBeExact: Bool) {
        let limit = TableFormat.maxHostKeyBytes + 1
        var (name, canBeExact) = ([UInt8](), true)
        labels: for label in host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).reversed() {
            if !name.isEmpty {
                guard name.count < limit else { break }
                name.append(0)
            }
            let labelStart = name.count
            for byte in label {
                guard name.count < limit else { break labels }
                if byte == 0 {
                    name = Array(name[..<labelStart]) + [0xFF]
                    canBeExact = false
                    break labels
                }
                name.append(byte)
            }
        }
        if name.count >= limit { canBeExact = canBeExact && name.count == host.count }
        return (name, canBeExact)
    }

    static func randomHost(_ random: inout SeededGenerator) -> [UInt8] {
        let target = [0, 1, 7, 8, 9, 30, 120, 250, 253, 254, 255, 300, 600][random.below(13)]
        // Half the hosts hold no 0 byte, so that long ones reach the cut.
        let allowsZero = random.below(2) == 0
        var host: [UInt8] = []
        while host.count < target {
            if !host.isEmpty { host.append(UInt8(ascii: ".")) }
            let length = random.below(21)
            for _ in 0..<length {
                let pick = random.below(40)
                host.append(
                    pick == 0 && allowsZero ? 0 : pick == 1 ? 0xC3 : pick == 2 ? UInt8(ascii: "-") : UInt8(ascii: "a") + UInt8(pick % 5))
            }
        }
        return Array(host.prefix(max(target, 0)))
    }

    @Test func reversalMatchesTheModel() {
        let seed = UInt64.random(in: 0...UInt64(UInt32.max))
        var random = SeededGenerator(seed: seed)
        var (checked, cut, withZero) = (0, 0, 0)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: HostName.bufferSize)
        defer { buffer.deallocate() }
        for _ in 0..<(4_000 * PropertyScale.factor) {
            let host = Self.randomHost(&random)
            buffer.initialize(repeating: 0xAA)
            let result = host.withUnsafeBufferPointer { HostName.reversed($0, into: buffer) }
            let expected = Self.model(host)
            let written = Array(buffer[0..<(result.count + 16)])
            #expect(
                result.count == expected.name.count && result.canBeExact == expected.canBeExact
                    && written == expected.name + [UInt8](repeating: 0, count: 16),
                "seed \(seed): host \(host) reversed to \(written.prefix(result.count)) (\(result.canBeExact)), expected \(expected)")
            checked += 1
            if expected.name.count > TableFormat.maxHostKeyBytes { cut += 1 }
            if host.contains(0) { withZero += 1 }
        }
        #expect(cut > 0 && withZero > 0)
        print("host name reversal vs model, seed \(seed): \(checked) hosts agree (\(cut) cut at the limit, \(withZero) with a 0 byte)")
    }
}
