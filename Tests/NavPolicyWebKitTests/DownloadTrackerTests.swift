import Foundation
import NavPolicyWebKit
import Testing

/// The engine-neutral download bookkeeping both adapters report to: where a download goes is
/// asked once, and what happened to it reaches the app.
@MainActor
@Suite struct DownloadTrackerTests {
    struct EngineError: Error {}

    /// A tracker whose destination hook counts its calls and whose events are recorded.
    @MainActor final class Recording {
        let tracker = DownloadTracker<String>()
        var asked: [(name: String, source: String?)] = []
        var events: [String] = []

        init(folder: URL?) {
            tracker.destination = { [unowned self] name, source in
                asked.append((name, source))
                return folder?.appendingPathComponent(name)
            }
            tracker.events = { [unowned self] event in
                switch event {
                case .started(let download, let source): events.append("started \(download) \(source ?? "-")")
                case .saving(let download, let destination): events.append("saving \(download) \(destination.lastPathComponent)")
                case .declined(let download): events.append("declined \(download)")
                case .finished(let download, let destination): events.append("finished \(download) \(destination.lastPathComponent)")
                case .failed(let download, let destination, let error):
                    events.append(
                        "failed \(download) \(destination?.lastPathComponent ?? "-") \(error is EngineError ? "engine" : "\(error)")")
                }
            }
        }
    }

    static let folder = URL(fileURLWithPath: "/downloads")

    @Test func theDestinationIsAskedOnceAndCompletionReported() {
        let recording = Recording(folder: Self.folder)
        recording.tracker.started("d1", source: "https://files.example/report.zip")
        // WebKit also hands the same download to didBecome after startDownload's completion.
        recording.tracker.started("d1", source: "https://files.example/report.zip")
        let first = recording.tracker.destination(for: "d1", suggestedFilename: "report.zip")
        let second = recording.tracker.destination(for: "d1", suggestedFilename: "other.zip")
        #expect(first == Self.folder.appendingPathComponent("report.zip"))
        #expect(second == first)
        #expect(recording.asked.count == 1)
        #expect(recording.asked.first?.name == "report.zip")
        #expect(recording.asked.first?.source == "https://files.example/report.zip")
        #expect(recording.tracker.count == 1)
        recording.tracker.finished("d1")
        #expect(recording.events == ["started d1 https://files.example/report.zip", "saving d1 report.zip", "finished d1 report.zip"])
        #expect(recording.tracker.count == 0)
        // A late report about a forgotten download changes nothing.
        recording.tracker.finished("d1")
        recording.tracker.failed("d1", error: EngineError())
        #expect(recording.events.count == 3)
    }

    @Test func aFailureAfterTheDestinationNamesIt() {
        let recording = Recording(folder: Self.folder)
        recording.tracker.started("d1", source: nil)
        _ = recording.tracker.destination(for: "d1", suggestedFilename: "big.iso")
        recording.tracker.failed("d1", error: EngineError())
        // WebKitGTK reports `finished` after `failed`: it is not a second outcome.
        recording.tracker.finished("d1")
        #expect(recording.events == ["started d1 -", "saving d1 big.iso", "failed d1 big.iso engine"])
        #expect(recording.tracker.count == 0)
    }

    @Test func aDeclinedDownloadIsCancelledAndForgotten() {
        let recording = Recording(folder: nil)
        recording.tracker.started("d1", source: "https://a.example/x")
        #expect(recording.tracker.destination(for: "d1", suggestedFilename: "x") == nil)
        #expect(recording.tracker.count == 0)
        // The engine's failure report for the cancelled download is not news.
        recording.tracker.failed("d1", error: EngineError())
        #expect(recording.events == ["started d1 https://a.example/x", "declined d1"])
    }

    @Test func downloadsAreKeptApart() {
        let recording = Recording(folder: Self.folder)
        recording.tracker.started("a", source: "https://a.example/1")
        recording.tracker.started("b", source: "https://a.example/2")
        _ = recording.tracker.destination(for: "b", suggestedFilename: "2")
        _ = recording.tracker.destination(for: "a", suggestedFilename: "1")
        recording.tracker.finished("b")
        #expect(recording.tracker.count == 1)
        recording.tracker.failed("a", error: EngineError())
        #expect(recording.asked.map(\.name) == ["2", "1"])
        #expect(recording.events.suffix(2) == ["finished b 2", "failed a 1 engine"])
    }

    @Test func aDestinationAskedBeforeAnyStartStartsTheDownload() {
        let recording = Recording(folder: Self.folder)
        _ = recording.tracker.destination(for: "d1", suggestedFilename: "x.bin")
        recording.tracker.finished("d1")
        #expect(recording.events == ["started d1 -", "saving d1 x.bin", "finished d1 x.bin"])
    }

    @Test func finishingWithoutADestinationIsAFailure() {
        let recording = Recording(folder: Self.folder)
        recording.tracker.started("d1", source: nil)
        recording.tracker.finished("d1")
        #expect(recording.events == ["started d1 -", "failed d1 - \(DownloadTrackerError.noDestination)"])
        #expect(DownloadTrackerError.noDestination.description.contains("without asking where"))
    }

    @Test func theDefaultDestinationIsANewFileInTheDefaultFolder() throws {
        let tracker = DownloadTracker<Int>()
        let destination = try #require(tracker.destination(for: 1, suggestedFilename: "navpolicy-default-\(UUID().uuidString).txt"))
        #expect(
            destination.deletingLastPathComponent().standardizedFileURL.path == DownloadDestination.defaultFolder.standardizedFileURL.path)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }
}
