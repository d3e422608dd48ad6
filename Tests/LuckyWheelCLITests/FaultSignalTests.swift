import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT, SIGTERM and SIGQUIT in the middle of `slice`, sent to the real executable as soon as its
/// staging folder exists: the tool cleans up, says so, and ends by the signal (SIGQUIT: exits
/// 128 + its number), leaving no output folder, no staging folder and an untouched input.
@Suite struct FaultSignalTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let signal: Int32
        let name: String
        /// Whether the output folder exists before the run (its files are then staged inside it).
        let outputExists: Bool
        var testDescription: String { "\(name), output folder \(outputExists ? "exists" : "is new")" }
    }

    static let cases = [
        Case(signal: SIGINT, name: "SIGINT", outputExists: false),
        Case(signal: SIGTERM, name: "SIGTERM", outputExists: false),
        Case(signal: SIGINT, name: "SIGINT", outputExists: true),
        Case(signal: SIGTERM, name: "SIGTERM", outputExists: true),
        // Ctrl-\ too: the runtime would otherwise print a backtrace and leave the staging folder.
        Case(signal: SIGQUIT, name: "SIGQUIT", outputExists: false),
    ]

    @Test(arguments: cases)
    func anInterruptedSliceLeavesNothingBehind(_ fault: Case) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        // Upscaling 1200 × 200 noise to @2x and @3x with every compression candidate takes
        // seconds even in a release build; the signal comes milliseconds after staging starts.
        let sheet = try SliceFixtures.write(root, "sheet.png", width: 1200, height: 200, seed: 3)
        let before = try FaultInputSnapshot([sheet])
        let output = root.path + "/wedges"
        if fault.outputExists {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        }
        let stagingFolder = fault.outputExists ? output : root.path
        let stagingPrefix = fault.outputExists ? ".luckywheel-" : ".wedges.luckywheel-"
        let outcome = try FaultProcess.run(
            [
                "slice", sheet, "--scales", "1,2,3", "--allow-upscale", "--compression", "best", "-o", output,
            ],
            signal: fault.signal,
            when: {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: stagingFolder)) ?? []
                return names.contains { $0.hasPrefix(stagingPrefix) }
            })
        try #require(
            outcome.signalSent, "slice ended before its staging folder was seen: \(outcome.standardError)")
        #expect(outcome.endedAsInterrupted(by: fault.signal), "\(outcome)")
        #expect(
            outcome.standardError.hasSuffix(
                "luckywheel: interrupted by \(fault.name); nothing half-written was left behind\n"))
        #expect(
            FaultTree.entries(below: root.path)
                == (fault.outputExists ? ["sheet.png", "wedges/"] : ["sheet.png"]))
        #expect(try FaultInputSnapshot([sheet]) == before)
    }

    /// A signal the tool was started ignoring stays ignored, as every tool leaves it (`nohup`,
    /// `trap '' USR1`, a script's `&`): caught, it ended a run meant to outlive it.
    @Test func aSignalIgnoredAtTheStartIsIgnored() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let output = root.path + "/frames"
        let outcome = try FaultProcess.run(
            ["render", "--frames", "40", "--scale", "1", "-o", output], signal: SIGUSR1,
            when: { FileManager.default.fileExists(atPath: output + "/frame-00000.png") },
            shell: "trap '' USR1")
        try #require(outcome.signalSent, "render ended before its first frame was seen")
        #expect(outcome.status == 0 && !outcome.wasKilledBySignal, "\(outcome.standardError)")
        #expect(FrameFolder.frameFiles(in: output, fileExtension: "png").count == 40)
    }

    /// A write past the file size limit (`ulimit -f`) is a failed write, told as one (exit 74,
    /// "File too large"), not an interruption (SIGXFSZ killed the tool, leaving its temporary
    /// file), and leaves nothing behind.
    /// (Not in the sanitizer builds' runs: ThreadSanitizer's runtime dies of SIGBUS at its start
    /// under a file size limit, before the tool runs.)
    @Test(.disabled(if: isSanitizerRun, "a sanitizer's runtime cannot start under ulimit -f"))
    func aWritePastTheFileSizeLimitFailsTheWrite() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let outcome = try FaultProcess.run(
            ["render", "--frames", "30", "--scale", "1", "--format", "apng", "-o", root.path + "/a.apng"],
            signal: SIGTERM, when: { false }, shell: "ulimit -f 100")
        #expect(outcome.status == 74, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("File too large"), "\(outcome.standardError)")
        #expect(FaultTree.entries(below: root.path) == [])
    }
}
