import Testing

@testable import WheelCore

/// A configuration's speeds and delays are refused with their values: a NaN or infinity as not
/// finite (a NaN idle speed was called out of range), anything else outside its range.
@Suite struct WheelConfigurationTests {
    @Test func refusalsNameTheValue() {
        #expect(throws: WheelError.notFinite(.idleAngularVelocity, value: .infinity)) {
            try WheelConfiguration(idleAngularVelocity: .infinity)
        }
        #expect(throws: WheelError.self) { try WheelConfiguration(idleAngularVelocity: .nan) }
        do {
            _ = try WheelConfiguration(idleAngularVelocity: .nan)
        } catch {
            guard case .notFinite(.idleAngularVelocity, let value) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(value.isNaN)
        }
        #expect(
            throws: WheelError.parameterOutOfRange(
                .idleAngularVelocity, value: 101, allowed: "between 0 and 100 rad/s")
        ) { try WheelConfiguration(idleAngularVelocity: 101) }
        #expect(
            throws: WheelError.parameterOutOfRange(
                .resumeDelay, value: -1, allowed: "between 0 and 3600 seconds")
        ) { try WheelConfiguration(resumeDelay: -1) }
        #expect(throws: WheelError.notFinite(.resumeDelay, value: -.infinity)) {
            try WheelConfiguration(resumeDelay: -.infinity)
        }
    }
}
