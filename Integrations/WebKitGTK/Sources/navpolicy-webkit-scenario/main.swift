import Foundation
import NavPolicy
import NavPolicyWebKit

// navpolicy-webkit-scenario: plays a scenario in a real WebKitGTK web view (see --help).

func fail(_ error: UsageError) -> Never {
    let text = error.message.isEmpty ? ScenarioArguments.usage : "navpolicy-webkit-scenario: \(error.message)\n\n\(ScenarioArguments.usage)"
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(error.message.isEmpty ? 0 : 2)
}

MainActor.assumeIsolated {
    let arguments: ScenarioArguments
    switch ScenarioArguments.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed): arguments = parsed
    case .failure(let error): fail(error)
    }
    let policy: Policy
    switch ScenarioPolicy.load(arguments.policy, parameters: arguments.parameters) {
    case .success(let loaded): policy = loaded
    case .failure(let error): fail(error)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: arguments.site, isDirectory: &isDirectory), isDirectory.boolValue else {
        fail(UsageError(message: "--site \(arguments.site) is not a folder"))
    }
    guard let stepsText = try? String(contentsOfFile: arguments.steps, encoding: .utf8) else {
        fail(UsageError(message: "cannot read the steps file \(arguments.steps)"))
    }
    let steps: [ScenarioStep]
    switch ScenarioStep.parse(stepsText.components(separatedBy: "\n"), policy: policy) {
    case .success(let parsed): steps = parsed
    case .failure(let error): fail(error)
    }
    let downloads = arguments.downloads.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? DownloadDestination.defaultFolder
    let runner = ScenarioRunner(policy: policy, site: URL(fileURLWithPath: arguments.site), downloads: downloads)
    do throws(UsageError) { try runner.setUp() } catch { fail(error) }
    runner.run(start: arguments.start, steps: steps)
    let output = runner.events.map(\.jsonLine).joined(separator: "\n")
    FileHandle.standardOutput.write(Data((output.isEmpty ? "" : output + "\n").utf8))
    exit(0)
}
