import Dispatch
import WheelCore
import WheelFair
import WheelRender
import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `luckywheel play`: the wheel live in the terminal, real time mapped onto the deterministic
/// model, keys for the centre button and the segments.
struct PlayCommand: Command {
    static let configuration = CommandConfiguration(
        name: "play",
        abstract: "Play the wheel live in the terminal.",
        discussion: """
            The wheel (the built-in art, or yours with --assets) turns slowly in the terminal
            window. Press space or enter to spin: the wheel spins for \(DecimalText.shortest(SpinOptions.standard.duration)) s (--duration), stops on a
            segment drawn from the seed and selects it, and turns again \(DecimalText.shortest(WheelConfiguration.standard.resumeDelay)) s later. The left and right arrows select the previous
            or next segment while the wheel is not spinning. q, Ctrl-C, Ctrl-\\ or Ctrl-D quits.

            On exit the terminal is restored and the selection is printed, e.g.
            "selected segment 7 (number 8 on the wheel); spins: 3; seed: 42". Segments count
            from 0 clockwise from the one at 12 o'clock at the start; the art numbers them from
            1. Spin k's prize depends only on the seed and k, so the same seed and the same
            number of spins give the same prizes whenever the keys are pressed. The terminal is
            also restored when the game is ended by a signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
            SIGALRM and the others the manual lists; a shell's exit status is then 128 + the signal number).

            Colours follow NO_COLOR and COLORTERM=truecolor as 'render --format ansi' does; a
            terminal with TERM=dumb, which cannot move the cursor, is refused. Frames are drawn at --fps (one the terminal shows already is sent again only once a second); a frame that would be late is skipped, which
            changes nothing but the states shown. The screen follows the window's size unless
            --size is given (a --size larger than the window is cut to it).

            Provably fair: with --server-seed (or --seed-file), --client-seed and --nonce,
            spin k stops on the prize of nonce --nonce + k (luckywheel fair spin). The
            commitment is printed before the game and shown above the status line; when the
            game ends the server seed and every spin's nonce, prize and landing fraction are
            printed, so the player can check each with 'luckywheel fair verify'. --seed is
            then refused; weights must be whole numbers.

            --assets takes your wheel's images, as 'luckywheel render --assets' does: a folder
            laid out like Assets/, a luckywheel slice output folder or one sprite sheet PNG; the
            built-in art fills in the rest, and --segments then goes up to \(WheelGeometry.segmentCountRange.upperBound).

            Standard input and output must be a terminal; to print frames to a file or a pipe
            use 'luckywheel render --format ascii -o -'.

            EXAMPLES:
              luckywheel play
              luckywheel play --seed 42 --fps 60 --size 80x40
              luckywheel play --assets wedges
              luckywheel play --seed-file seed.json --client-seed alice --nonce 0
            """)

    static let seed = Option<SeedChoice?>(
        "--seed", value: "s",
        help: SeedChoice.help("Seed of the prizes"),
        defaultText: "random, printed on exit")
    static let framesPerSecond = Option<Double>(
        "--fps", value: "hz", help: "Frames per second.", default: 30,
        range: ValueRange(DisplayLinkClock.frameRateRange))
    static let size = Option<TerminalSize?>(
        "--size", value: "COLSxROWS", help: "Screen size in cells, \(TerminalSize.boundsText).",
        defaultText: "the window's size")

    static let arguments: [any ArgumentDeclaration] =
        [seed, framesPerSecond] + SpinArguments.assetArguments + FairSeriesArguments.arguments
        + [size, RenderCommand.assets, SharedArguments.maxPixels]

    /// A fair spin takes no seed of ours.
    static var exclusions: [OptionExclusion] { FairSeriesArguments.exclusions(others: [seed.spec]) }

    var seed: SeedChoice?
    var framesPerSecond: Double
    var spin: SpinArguments
    var fair: FairSeriesArguments
    var size: TerminalSize?
    var assetsPath: String?
    var budget: PixelBudget

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        seed = try arguments.value(Self.seed)
        framesPerSecond = try arguments.value(Self.framesPerSecond)
        spin = try SpinArguments(parsing: arguments)
        fair = try FairSeriesArguments(parsing: arguments)
        size = try arguments.value(Self.size)
        assetsPath = try arguments.value(RenderCommand.assets)
        budget = try PixelBudget(parsing: arguments)
    }

    func validate() throws(UsageError) {
        if let assetsPath { try Self.checkFileInput(assetsPath, option: RenderCommand.assets.spec.shownName) }
        _ = try clock(start: 0)
        // With --assets the count may still come from a slice folder (checked when it is read).
        let wheel = try spin.wheel(segmentFallback: spin.requestedSegments ?? BuiltInAsset.sheetCellCount)
        if assetsPath == nil { _ = try spin.builtInSegmentCount() }
        try budget.checkGiven(with: assetsPath, commandPath: Self.commandPath)
        try fair.validate()
        if fair.isGiven { _ = try fair.rules(segmentCount: wheel.geometry.segmentCount, spin: spin) }
        _ = try size?.viewport(option: Self.size, of: Self.self)
    }

    func run(console: any Console) throws -> ExitCode {
        // A closed window hangs the terminal up: reads end and writes fail (EIO) at once, and
        // its SIGHUP comes a moment later (the kernel signals the shell, which passes it on).
        // The hangup ended the game (129, only the interruption told), not the failed write
        // (74, which 4 closings of 9 reported).
        defer { if Self.terminalHungUp { InterruptCleanup.shared.waitForInterrupt(within: 500) } }
        return try play(console: console)
    }

    /// Whether the terminal has hung up: it then answers every call with EIO.
    private static var terminalHungUp: Bool {
        var settings = termios()
        return tcgetattr(STDIN_FILENO, &settings) != 0 && errno == EIO
    }

    private func play(console: any Console) throws -> ExitCode {
        let variables = console.styleEnvironment
        guard !TerminalStyle.isDumbTerminal(environment: variables) else { throw PlayError.dumbTerminal }
        let standardInput = isatty(STDIN_FILENO) == 1
        let standardOutput = console.isTerminal(.standardOutput) && isatty(STDOUT_FILENO) == 1
        guard standardInput, standardOutput else {
            throw PlayError.notInteractive(standardInput: standardInput, standardOutput: standardOutput)
        }
        // Read before the terminal is taken over, so bad images or a bad seed file are reported
        // plainly. A terminal grid samples no more than an @1x frame holds.
        var warnings: [AssetWarning] = []
        let loaded = Result {
            try spin.assets(path: assetsPath, scale: 1, budget: budget, warnings: &warnings)
        }
        var held = HeldWarnings()
        for note in spin.notes(warnings) { held.add(note) }
        let assets: WheelAssets
        do {
            assets = try loaded.get()
        } catch {
            for note in spin.notes(warnings.filter(spin.explainsRefusal)) { console.warn(note) }
            throw error
        }
        let wheel = try spin.wheel(segmentFallback: assets.segmentCount)
        let style = TerminalStyle.automatic(environment: variables, isTerminal: true)
        let series = try fair.series(wheel: wheel, spin: spin)
        held.add(FairArguments.clientSeedWarning(fair.clientSeed))
        held.tell(console)

        // The commitment, before the first spin: it stays on the main screen, under the game.
        if let series { console.show(series.commitmentText) }
        let display = TerminalDisplay(console: console)
        // A signal ends the game as q does, with its summary (a random seed's only record) and
        // a fair game's reveal, kept current after every frame; not into a terminal that no
        // longer reads (a stalled client, a closed window).
        let ending = Locked<String?>(nil)
        let token = InterruptCleanup.shared.register(removesOutput: false) {
            display.restoreAfterInterrupt()
            if let text = ending.withLock({ $0.take() }), FileSystem.acceptsWrite(STDOUT_FILENO) {
                console.show(text)
            }
        }
        defer { InterruptCleanup.shared.remove(token) }
        try display.enter()
        let suspension = TerminalSuspension(display: display)
        defer { suspension.cancel() }
        // Every way out of here (an error included) leaves the terminal as it was.
        defer { display.restore() }
        var terminal = InteractiveTerminal(display: display, console: console)
        // Meanwhile the first frames draw: the built-in screen's unselected layers come prepared.
        DispatchQueue.global(qos: .userInitiated).async { assets.drawSelectionArt() }
        let start = terminal.now
        let loop = PlayLoop(clock: try clock(start: start), requestedSize: size)
        var session = try PlaySession(
            seed: seed?.resolved() ?? UInt64.random(in: 0..<1_000_000), startTime: start,
            configuration: wheel,
            assets: assets, style: style, size: loop.screenSize(window: terminal.windowSize), fair: series)
        try loop.run(&session, on: &terminal) { session in
            let text = session.endingText
            ending.withLock { $0 = text }
        }
        let final = session.endingText
        ending.withLock { $0 = final }
        display.restore()
        // Taken, so that a signal from here on does not print it a second time.
        if let text = ending.withLock({ $0.take() }) { console.show(text) }
        return .success
    }

    private func clock(start: Double) throws(UsageError) -> DisplayLinkClock {
        try spin.checked { () throws(WheelError) in
            try DisplayLinkClock(framesPerSecond: framesPerSecond, start: start)
        }
    }
}
