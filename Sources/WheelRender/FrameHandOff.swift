import Dispatch
import WheelSupport

/// The shared bookkeeping of one `FramePipeline.run`: which frame is claimed next, whose turn
/// it is in the in-order step, which results wait for delivery, and the failure of the
/// earliest frame that failed.
final class FrameHandOff<Output: Sendable>: Sendable {
    private struct State {
        var nextClaim: Int
        var nextDelivery: Int
        var ready: [Int: Output] = [:]
        var delivering = false
        /// The failure of the earliest frame that failed, and that frame.
        var failure: (frame: Int, error: any Error)?
        /// The frame whose in-order step may run next.
        var nextTurn: Int
        /// Threads waiting for their frame's turn, woken by the frame before.
        var turnWaiters: [Int: DispatchSemaphore] = [:]
    }

    private let frames: Range<Int>
    private let state: Locked<State>
    /// One permit per frame that may be in flight; taken before a claim, returned after the
    /// frame is delivered.
    private let permits: DispatchSemaphore

    private let threads: Int

    init(frames: Range<Int>, window: Int, threads: Int) {
        self.frames = frames
        self.threads = threads
        state = Locked(
            State(nextClaim: frames.lowerBound, nextDelivery: frames.lowerBound, nextTurn: frames.lowerBound))
        // Created empty and filled: libdispatch traps when a semaphore is freed below its
        // initial value, as it would be after a failed run that never returned its permits.
        // More permits than frames and threads (every frame claimed, and each thread's last
        // claim that finds none) hold nothing back: `window: Int.max` signalled for ever.
        permits = DispatchSemaphore(value: 0)
        // (Added without overflow: a render may ask for up to Int.max frames.)
        let useful = frames.count.addingReportingOverflow(threads)
        for _ in 0..<min(window, useful.overflow ? Int.max : useful.partialValue) { permits.signal() }
    }

    /// The next frame to render, or nil when all are claimed or the run failed. Blocks while
    /// the window is full.
    func claim() -> Int? {
        permits.wait()
        let index = state.withLock { state -> Int? in
            guard state.failure == nil, state.nextClaim < frames.upperBound else { return nil }
            defer { state.nextClaim += 1 }
            return state.nextClaim
        }
        // A thread that leaves passes its permit on, so every waiting thread gets to leave too.
        if index == nil { permits.signal() }
        return index
    }

    /// Waits until every frame before `index` has finished its in-order step; false when the
    /// run failed meanwhile (the thread should stop). Never waits on a later frame, so the
    /// earliest claimed frame always proceeds.
    func awaitTurn(_ index: Int) -> Bool {
        let waiter = state.withLock { state -> DispatchSemaphore? in
            guard state.failure == nil, state.nextTurn != index else { return nil }
            let semaphore = DispatchSemaphore(value: 0)
            state.turnWaiters[index] = semaphore
            return semaphore
        }
        waiter?.wait()
        return state.withLock { $0.failure == nil }
    }

    /// Ends frame `index`'s in-order step and wakes the frame after it.
    func endTurn(_ index: Int) {
        let next = state.withLock { state -> DispatchSemaphore? in
            state.nextTurn = index + 1
            return state.turnWaiters.removeValue(forKey: index + 1)
        }
        next?.signal()
    }

    /// Stores a result, then delivers every result that is next in order, unless another
    /// thread is already doing so (it will pick this one up).
    func deposit(
        _ output: Output, for index: Int, deliver: @Sendable (Int, Output) throws -> Void
    ) {
        let mustDeliver = state.withLock { state -> Bool in
            state.ready[index] = output
            guard !state.delivering else { return false }
            state.delivering = true
            return true
        }
        guard mustDeliver else { return }
        while true {
            let next = state.withLock { state -> (Int, Output)? in
                if state.failure == nil, let output = state.ready.removeValue(forKey: state.nextDelivery) {
                    defer { state.nextDelivery += 1 }
                    return (state.nextDelivery, output)
                }
                state.delivering = false
                return nil
            }
            guard let (index, output) = next else { return }
            do {
                try deliver(index, output)
            } catch {
                fail(error, frame: index)
                state.withLock { $0.delivering = false }
                return
            }
            permits.signal()
        }
    }

    /// Records the failure of frame `frame`, unless an earlier frame's is recorded, and wakes
    /// threads waiting for a permit so they can stop. The earliest frame's, not the first to
    /// arrive: frames run side by side, and every one failing alike (a folder that cannot be
    /// written) named frame 1 on one run and frame 0 on the next.
    func fail(_ error: any Error, frame: Int) {
        let waiters = state.withLock { state in
            if state.failure.map({ frame < $0.frame }) ?? true { state.failure = (frame, error) }
            state.ready.removeAll()
            defer { state.turnWaiters.removeAll() }
            return Array(state.turnWaiters.values)
        }
        for waiter in waiters { waiter.signal() }
        for _ in 0..<threads { permits.signal() }
    }

    /// Throws the failure, if any; otherwise every frame was delivered.
    func finish() throws {
        let (failure, delivered) = state.withLock { ($0.failure, $0.nextDelivery) }
        if let failure { throw failure.error }
        precondition(
            delivered == frames.upperBound, "frames \(delivered)..<\(frames.upperBound) were never delivered")
    }
}
