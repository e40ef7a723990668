import Foundation

/// The lines a run prints, in order, and when the last one arrived: a step settles once nothing
/// has happened for a while. One log serves every scenario of a process (the site server's
/// requests go to it whichever scenario caused them).
@MainActor
final class ScenarioLog {
    private var events: [ScenarioEvent] = []
    private(set) var lastActivity = Date()

    func record(_ event: ScenarioEvent) {
        events.append(event)
        lastActivity = Date()
    }

    /// Counts now as activity (a step's script has not run yet).
    func touch() {
        lastActivity = Date()
    }

    /// Writes the lines logged so far to standard output and forgets them, so a batch shows
    /// each scenario as soon as it ends.
    func flush() {
        let output = events.map(\.jsonLine).joined(separator: "\n")
        events = []
        if !output.isEmpty { FileHandle.standardOutput.write(Data((output + "\n").utf8)) }
    }
}
