import Foundation
import TestSupport
import Testing
import WheelPNG

/// Stopping a real `luckywheel render` process part-way leaves only complete frames: every
/// `frame-*.png` decodes and no temporary file remains.
@Suite struct RenderInterruptTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func stoppingARenderLeavesOnlyCompleteFrames(signal: Int32) throws {
        let executable = try BuiltExecutable.path()
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/frames"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["render", "--frames", "100000", "--scale", "1", "-o", out]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait (at most a minute) for frames 0 to 2, then stop it mid-run (frames finish out of
        // order on several threads; those past the first one missing are removed).
        let deadline = Date().addingTimeInterval(60)
        let first = ["frame-00000.png", "frame-00001.png", "frame-00002.png"]
        while process.isRunning, Date() < deadline,
            !Set(root.listing("frames")).isSuperset(of: first)
        {
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(process.isRunning, "render finished or failed before it could be stopped")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        // Ended by the signal once cleaned up (the message below says it did), so a shell
        // loop running it stops too.
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(
            message.contains(
                "interrupted by \(signal == SIGINT ? "SIGINT" : "SIGTERM"); nothing half-written was left behind"
            ))
        let files = root.listing("frames")
        #expect(files.count >= 3)
        // Frames 0 to k − 1, no gap.
        #expect(files.sorted() == (0..<files.count).map { String(format: "frame-%05d.png", $0) })
        #expect(files.count < 100_000)
        for name in files {
            let number = name.dropFirst(6).dropLast(4)
            #expect(
                name.hasPrefix("frame-") && name.hasSuffix(".png") && number.count == 5
                    && number.allSatisfy(\.isNumber),
                "\(name): only numbered frames, no temporary files")
            let image = try PNGDecoder().decodeRGBA(contentsOfFile: out + "/" + name)
            #expect(image.width == 286 && image.height == 286)
        }
    }
}
