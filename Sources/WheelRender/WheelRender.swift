// WheelRender
