import Foundation
import NavPolicy
import NavPolicyWebKit

// navpolicy-webkit-scenario: plays scenarios in a real WebKitGTK web view (see --help).

func fail(_ error: UsageError) -> Never {
    let text = error.message.isEmpty ? ScenarioArguments.usage : "navpolicy-webkit-scenario: \(error.message)\n\n\(ScenarioArguments.usage)"
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(error.message.isEmpty ? 0 : 2)
}

func lines(of path: String, _ what: String) -> [String] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        fail(UsageError(message: "cannot read the \(what) \(path)"))
    }
    return text.components(separatedBy: "\n")
}

func unwrap<Value>(_ result: Result<Value, UsageError>) -> Value {
    switch result {
    case .success(let value): value
    case .failure(let error): fail(error)
    }
}

MainActor.assumeIsolated {
    let arguments = unwrap(ScenarioArguments.parse(Array(CommandLine.arguments.dropFirst())))
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: arguments.site, isDirectory: &isDirectory), isDirectory.boolValue else {
        fail(UsageError(message: "--site \(arguments.site) is not a folder"))
    }
    let specs: [ScenarioSpec]
    if let single = arguments.single {
        specs = [
            ScenarioSpec(
                name: nil, policy: single.policy, parameters: single.parameters, start: single.start,
                steps: lines(of: single.steps, "steps file"))
        ]
    } else {
        specs = unwrap(ScenarioSpec.parseBatch(lines(of: arguments.batch ?? "", "batch file")))
    }
    // Every policy loads and every step parses before the first web view: a mistake anywhere
    // is a usage error, not a run cut short.
    var policies: [String: Policy] = [:]
    let prepared = specs.map { spec -> (ScenarioSpec, Policy, [ScenarioStep]) in
        let key =
            spec.policy + "\u{0}" + spec.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{0}")
        let policy = policies[key] ?? unwrap(ScenarioPolicy.load(spec.policy, parameters: spec.parameters))
        policies[key] = policy
        return (spec, policy, unwrap(ScenarioStep.parse(spec.steps, policy: policy)))
    }
    let downloads = arguments.downloads.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? DownloadDestination.defaultFolder
    let log = ScenarioLog()
    let server = LoopbackSiteServer(root: URL(fileURLWithPath: arguments.site))
    do throws(UsageError) {
        try ScenarioRunner.openDisplay()
        try server.start()
    } catch { fail(error) }
    server.served = { method, url, body in log.record(.served(method: method, url: url, body: body)) }
    // Finished runners stay alive: WebKit may still signal their adapters while it tears down.
    var finished: [ScenarioRunner] = []
    for (spec, policy, steps) in prepared {
        if let name = spec.name { log.record(.scenario(name: name)) }
        let runner = ScenarioRunner(policy: policy, log: log, proxyPort: server.port, downloads: downloads)
        do throws(UsageError) { try runner.setUp() } catch { fail(error) }
        runner.run(start: spec.start, steps: steps)
        runner.tearDown()
        finished.append(runner)
        log.flush()
    }
    exit(0)
}
