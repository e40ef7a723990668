/// Punycode (RFC 3492): the Bootstring encoding that IDNA uses for `xn--` labels.
enum Punycode {
    private static let base: UInt32 = 36
    private static let tMin: UInt32 = 1
    private static let tMax: UInt32 = 26
    private static let skew: UInt32 = 38
    private static let damp: UInt32 = 700
    private static let initialBias: UInt32 = 72
    private static let initialN: UInt32 = 128

    /// Encodes code points to Punycode ASCII bytes (without the `xn--` prefix);
    /// nil when a delta overflows (labels that long are not hosts anyway).
    static func encode(_ input: [Unicode.Scalar]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 8)
        for scalar in input where scalar.isASCII { output.append(UInt8(scalar.value)) }
        let basicCount = UInt32(output.count)
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }

        var n = initialN
        var delta: UInt32 = 0
        var bias = initialBias
        let total = UInt32(input.count)
        while handled < total {
            // The smallest code point not yet handled.
            var next = UInt32.max
            for scalar in input where scalar.value >= n && scalar.value < next { next = scalar.value }
            let (scaled, overflow1) = (next - n).multipliedReportingOverflow(by: handled + 1)
            let (sum, overflow2) = delta.addingReportingOverflow(scaled)
            if overflow1 || overflow2 { return nil }
            delta = sum
            n = next
            for scalar in input {
                if scalar.value < n {
                    let (incremented, overflow) = delta.addingReportingOverflow(1)
                    if overflow { return nil }
                    delta = incremented
                }
                if scalar.value == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = threshold(k, bias: bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta, count: handled + 1, first: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            let (incremented, overflow) = delta.addingReportingOverflow(1)
            if overflow { return nil }
            delta = incremented
            n += 1
        }
        return output
    }

    /// Decodes Punycode ASCII bytes (without the `xn--` prefix) to code points; nil when invalid.
    static func decode(_ input: some BidirectionalCollection<UInt8>) -> [Unicode.Scalar]? {
        var output: [Unicode.Scalar] = []
        var rest = input[...]
        if let lastDelimiter = input.lastIndex(of: UInt8(ascii: "-")) {
            for byte in input[..<lastDelimiter] {
                guard byte < 0x80 else { return nil }
                output.append(Unicode.Scalar(byte))
            }
            rest = input[input.index(after: lastDelimiter)...]
        }
        var n = initialN
        var i: UInt32 = 0
        var bias = initialBias
        var position = rest.startIndex
        while position != rest.endIndex {
            let oldI = i
            var weight: UInt32 = 1
            var k = base
            while true {
                guard position != rest.endIndex, let value = digitValue(rest[position]) else { return nil }
                position = rest.index(after: position)
                let (scaled, overflow1) = value.multipliedReportingOverflow(by: weight)
                let (sum, overflow2) = i.addingReportingOverflow(scaled)
                if overflow1 || overflow2 { return nil }
                i = sum
                let t = threshold(k, bias: bias)
                if value < t { break }
                let (nextWeight, overflow3) = weight.multipliedReportingOverflow(by: base - t)
                if overflow3 { return nil }
                weight = nextWeight
                k += base
            }
            let count = UInt32(output.count + 1)
            bias = adapt(i - oldI, count: count, first: oldI == 0)
            let (sum, overflow) = n.addingReportingOverflow(i / count)
            if overflow { return nil }
            n = sum
            i %= count
            guard let scalar = Unicode.Scalar(n) else { return nil }
            output.insert(scalar, at: Int(i))
            i += 1
        }
        return output
    }

    private static func threshold(_ k: UInt32, bias: UInt32) -> UInt32 {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    private static func adapt(_ delta: UInt32, count: UInt32, first: Bool) -> UInt32 {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k: UInt32 = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digit(_ value: UInt32) -> UInt8 {
        value < 26 ? UInt8(value) + UInt8(ascii: "a") : UInt8(value - 26) + UInt8(ascii: "0")
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }
}
