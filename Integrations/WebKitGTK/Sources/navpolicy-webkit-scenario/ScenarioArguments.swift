/// The command line: `--policy POLICY-OR-TABLE --site DIR --start URL --steps FILE [--downloads DIR]`.
struct ScenarioArguments {
    var policy: String
    var site: String
    var start: String
    var steps: String
    /// Where downloads are saved; nil: `DownloadDestination.defaultFolder`.
    var downloads: String?

    static let usage = """
        usage: navpolicy-webkit-scenario --policy POLICY-OR-TABLE --site DIR --start URL --steps FILE
                                         [--downloads DIR]

        Drives a real WebKitGTK web view. DIR/<host>/<path> is served for http://<host>/<path>
        from a loopback server the web view uses as its HTTP proxy. START loads in the main
        view; each line of FILE runs as JavaScript in the main view, or in the newest pop-up
        when it starts with "popup:" (blank lines and lines starting with # are skipped).
        Downloads are saved in --downloads DIR (default: a Downloads folder in the temporary
        directory), named after the server's suggestion.
        Prints one JSON line per decision, per effect and per request the server answered.
        Needs a display (xvfb-run -a).
        Exit status: 0 when the run completed, 2 on usage or setup errors.
        """

    /// The parsed arguments, or a message saying what is wrong.
    static func parse(_ arguments: [String]) -> Result<ScenarioArguments, UsageError> {
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            guard ["--policy", "--site", "--start", "--steps", "--downloads"].contains(flag) else {
                return .failure(UsageError(message: flag == "--help" || flag == "-h" ? "" : "unknown argument '\(flag)'"))
            }
            guard index + 1 < arguments.count else { return .failure(UsageError(message: "\(flag) needs a value")) }
            values[flag] = arguments[index + 1]
            index += 2
        }
        guard let policy = values["--policy"], let site = values["--site"], let start = values["--start"], let steps = values["--steps"] else {
            let missing = ["--policy", "--site", "--start", "--steps"].filter { values[$0] == nil }
            return .failure(UsageError(message: "missing \(missing.joined(separator: ", "))"))
        }
        return .success(ScenarioArguments(policy: policy, site: site, start: start, steps: steps, downloads: values["--downloads"]))
    }
}

/// A usage or setup problem: printed on standard error, exit status 2.
struct UsageError: Error {
    let message: String
}
