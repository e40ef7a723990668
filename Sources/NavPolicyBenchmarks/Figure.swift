/// Number formatting for the report, without Foundation's locale-dependent formatters.
enum Figure {
    /// A figure with a fixed number of decimals (`12.35`).
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "n/a" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = grouped(Int(scaled / scale))
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard decimals > 0 else { return sign + whole }
        let fraction = String(Int(scaled.truncatingRemainder(dividingBy: scale)))
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// An integer with thousands separators (`100,000`).
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// A time per operation with precision that suits its size (`3.42`, `185.0`, `4,210`).
    static func nanoseconds(_ value: Double) -> String {
        fixed(value, decimals: value < 10 ? 2 : value < 1000 ? 1 : 0)
    }

    /// A ratio (`1.23×`, `4,870×`).
    static func ratio(_ value: Double) -> String {
        fixed(value, decimals: value < 10 ? 2 : value < 1000 ? 1 : 0) + "×"
    }

    /// A ratio net of the timing loop, with the ratio including the loop beside it.
    static func netAndRaw(_ net: Double, _ raw: Double) -> String {
        ratio(net) + " net (" + ratio(raw) + " with the loop)"
    }

    /// A duration in milliseconds (`412.3 ms`).
    static func milliseconds(_ nanoseconds: Double) -> String {
        let value = nanoseconds / 1e6
        return fixed(value, decimals: value < 10 ? 3 : 1) + " ms"
    }

    /// A byte count (`1,234,567 B (1.18 MiB)`).
    static func bytes(_ count: Int) -> String {
        grouped(count) + " B (" + fixed(Double(count) / 1_048_576, decimals: 2) + " MiB)"
    }
}
