import Dispatch
import Testing
import WheelSupport

struct LockedTests {
    /// Two threads taking turns on the lock lose no update. Under `--sanitize=thread` this
    /// is also the check that the hand-over is visible to ThreadSanitizer: the same loop on
    /// `Synchronization.Mutex` is reported as a race on Linux whenever the threads contend.
    @Test func contendedUpdatesAreNeitherLostNorReportedAsRaces() {
        let log = Locked<[Int]>([])
        let perThread = 20_000
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for step in 0..<perThread {
                log.withLock { $0.append(thread * perThread + step) }
            }
        }
        let entries = log.withLock { $0 }
        #expect(entries.count == 2 * perThread)
        #expect(Set(entries).count == 2 * perThread)
        // Each thread's own entries stay in the order it made them.
        for thread in 0..<2 {
            let mine = entries.filter { $0 / perThread == thread }
            #expect(mine == Array(thread * perThread..<(thread + 1) * perThread))
        }
    }

    enum Refusal: Error, Equatable { case no }

    @Test func aThrowingSectionKeepsItsChangesAndReleasesTheLock() {
        let counter = Locked(0)
        #expect(throws: Refusal.no) {
            try counter.withLock { (value: inout Int) throws(Refusal) in
                value += 1
                throw .no
            }
        }
        // Taking the lock again would deadlock had the throw left it held.
        #expect(counter.withLock { $0 } == 1)
    }

    @Test func tryingAHeldLockGivesNilWithoutWaiting() {
        let flag = Locked(false)
        let attempt = Locked<Bool??>(nil)
        flag.withLock { _ in
            // Another thread tries while this one holds the lock; it must come back at once.
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                let got = flag.withLockIfAvailable { $0 }
                attempt.withLock { $0 = .some(got) }
                done.signal()
            }
            done.wait()
        }
        #expect(attempt.withLock { $0 } == .some(nil))
        let set = flag.withLockIfAvailable { value in
            value = true
            return value
        }
        #expect(set == true)
    }
}
