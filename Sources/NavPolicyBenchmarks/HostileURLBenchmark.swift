import NavPolicy
import NavPolicyTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Group h: `NavigationRequest(url:current:)` on the URL shapes of `HostileURLs` (combining
/// marks, percent-encoded too, labels of many distinct code points, long `xn--` labels, …) at
/// 10 KB and 1 MB (100 KB in the quick run), with an ordinary current URL. Every row prints as
/// soon as it is measured, so a shape that never finishes shows where the run stopped.
struct HostileURLBenchmark {
    /// How often to repeat.
    let settings: BenchmarkSettings
    /// Where results go.
    let report: BenchmarkReport

    /// The URL lengths measured.
    var lengths: [Int] { settings.quick ? [10_000, 100_000] : [10_000, 1_000_000] }

    func run() {
        report.heading("h. hostile URL strings: NavigationRequest(url:current:) with current https://example.com/, median ms per request")
        let lengths = lengths
        let columns = lengths.map { "\(Figure.grouped($0)) B" }
        print("  " + "shape".padding(58) + columns.map { $0.padded(16) }.joined() + "   outcome")
        var slowest = Array(repeating: 0.0, count: lengths.count)
        for shape in HostileURLs.all {
            var cells: [String] = []
            var outcome = ""
            for (index, length) in lengths.enumerated() {
                let url = shape.url(length)
                let repeats = settings.quick ? 1 : (length >= 1_000_000 ? 3 : 7)
                var split: Result<NavigationRequest, URLSplitError>?
                let times = (0..<repeats).map { _ in
                    TimingHarness.nanoseconds(
                        TimingHarness.time {
                            split = Result { () throws(URLSplitError) in try NavigationRequest(url: url, current: "https://example.com/") }
                            return UInt64((try? split?.get())?.host?.utf8.count ?? 0)
                        })
                }
                let time = TimingResults.median(times)
                slowest[index] = max(slowest[index], time)
                cells.append(Figure.milliseconds(time))
                if index == lengths.count - 1 {
                    switch split {
                    case .success(let request)?: outcome = "splits (host of \(Figure.grouped(request.host?.utf8.count ?? 0)) B)"
                    case .failure(let error)?: outcome = "rejected: \(error)"
                    case nil: outcome = ""
                    }
                }
            }
            print("  " + shape.name.padding(58) + cells.map { $0.padded(16) }.joined() + "   " + outcome)
            fflush(nil)  // all streams: `stdout` itself is shared mutable state to Swift 6
        }
        let largest = lengths[lengths.count - 1]
        let limit = largest >= 1_000_000 ? 20e6 : 20e6 * Double(largest) / 1e6
        report.target(
            "NavigationRequest(url:current:) ≤ \(Figure.milliseconds(limit)) for any \(Figure.grouped(largest)) B URL",
            measured: Figure.milliseconds(slowest[slowest.count - 1]), passed: slowest[slowest.count - 1] <= limit)
    }
}

extension String {
    /// Left-aligned in `width` columns.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
    /// Right-aligned in `width` columns.
    fileprivate func padded(_ width: Int) -> String { String(repeating: " ", count: max(1, width - count)) + self }
}
