#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory from `/proc/self/status` (Linux; elsewhere 0), with the
/// high-water mark reset through `/proc/self/clear_refs` so one step's peak can be read.
enum PeakMemory {
    /// Resets the high-water mark to the current resident size.
    static func reset() {
        #if canImport(Glibc)
        if let file = fopen("/proc/self/clear_refs", "w") {
            fputs("5", file)
            fclose(file)
        }
        #endif
    }

    /// The resident set now (`VmRSS`), in bytes.
    static func residentBytes() -> Int { field("VmRSS:") }

    /// The resident set's high-water mark since the last reset (`VmHWM`), in bytes.
    static func peakBytes() -> Int { field("VmHWM:") }

    private static func field(_ name: String) -> Int {
        #if canImport(Glibc)
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(name) else { continue }
            let kilobytes = text.dropFirst(name.count).filter(\.isNumber)
            return (Int(kilobytes) ?? 0) * 1024
        }
        #endif
        return 0
    }
}
