import Foundation

/// One run of the built `navpolicy` binary with what the kernel measured of that process alone:
/// its peak resident memory (`VmHWM` of `/proc/PID/status`, the high-water mark of the memory
/// its program image mapped, read every millisecond while it runs) and CPU time (`wait4`).
/// `ru_maxrss` will not do: a child spawned from the test process starts with the test
/// process's mark. A deadline kills a run that hangs, so a test of "never blocks" fails
/// instead of waiting forever. Tests compare memory with a small run of the same command, and
/// use the deadline only as a guard far above the expected time, never as the assertion.
struct MeasuredRun {
    /// The exit status (128 + the signal for a run killed by one).
    let status: Int32
    /// Whether a signal ended the run.
    let crashed: Bool
    /// Whether the deadline passed and the run was killed.
    let timedOut: Bool
    /// Peak resident memory in KiB (`VmHWM`).
    let peakMemoryKiB: Int
    /// User plus system CPU time in seconds.
    let cpuSeconds: Double
    /// Standard output's size in bytes (it goes to a file; most tests need only its size).
    let stdoutByteCount: Int
    /// Standard output's first 64 KiB as text.
    let stdoutPrefix: String
    /// Standard error as text.
    let stderr: String

    /// Runs `navpolicy arguments...` with standard input read from `stdinPath` (`/dev/null` by
    /// default), killing it after `deadline` seconds.
    static func run(_ arguments: [String], stdinPath: String = "/dev/null", deadline: Double = 300) throws -> MeasuredRun {
        let scratch = try TemporaryDirectory()
        let outputPath = scratch.path("stdout")
        let errorPath = scratch.path("stderr")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([NavpolicyBinary.executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in envp { free(variable) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, NavpolicyBinary.executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var waitStatus: Int32 = 0
        var usage = rusage()
        let start = Date()
        var timedOut = false
        var peak = 0
        while wait4(pid, &waitStatus, WNOHANG, &usage) == 0 {
            peak = max(peak, highWaterMark(of: pid) ?? 0)
            if Date().timeIntervalSince(start) > deadline {
                kill(pid, SIGKILL)
                timedOut = true
                _ = wait4(pid, &waitStatus, 0, &usage)
                break
            }
            usleep(1_000)
        }
        let signal = waitStatus & 0x7F
        let output = try FileHandle(forReadingFrom: URL(fileURLWithPath: outputPath))
        defer { try? output.close() }
        let prefix = output.readData(ofLength: 64 * 1024)
        let size = (try FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return MeasuredRun(
            status: signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal,
            crashed: signal != 0, timedOut: timedOut, peakMemoryKiB: peak,
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            stdoutByteCount: size, stdoutPrefix: String(decoding: prefix, as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data(), as: UTF8.self))
    }

    /// The `VmHWM` of a running process in KiB, nil when it cannot be read (it has exited).
    private static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }

    /// How much more memory this run took than `baseline`, in bytes per byte of `inputBytes`.
    func extraMemory(over baseline: MeasuredRun, perInputByte inputBytes: Int) -> Double {
        Double(max(0, peakMemoryKiB - baseline.peakMemoryKiB) * 1024) / Double(inputBytes)
    }
}
