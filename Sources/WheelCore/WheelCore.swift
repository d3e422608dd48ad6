// WheelCore
