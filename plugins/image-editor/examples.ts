/**
 * What run() gives for each example, written by `npm run example-outputs -- image-editor` (scripts/example-outputs.ts) and held to run() by the contract tests.
 */
import { readBase64 } from '@sdk/core';

const b = (base64: string): Uint8Array => (readBase64(base64) as { bytes: Uint8Array }).bytes;

export const EXAMPLE_OUTPUTS = {
  crop: {
    "name": "quarters-edited.png",
    "type": "image/png",
    "bytes": b('iVBORw0KGgoAAAANSUhEUgAAABQAAAAPCAYAAADkmO9VAAAAHklEQVR4XmN4JiLyn5p41EDK8aiBlONRAynHg99AACk7Z1thb4X2AAAAAElFTkSuQmCC'),
    "width": 20,
    "height": 15,
    "source": {
      "name": "quarters.png",
      "type": "image/png",
      "size": 128,
      "width": 40,
      "height": 30,
      "orientation": 1
    },
    "crop": {
      "x": 0,
      "y": 0,
      "width": 20,
      "height": 15
    },
    "angle": 0,
    "scaledTo": null,
    "flattened": false
  },
  turn: {
    "name": "quarters-edited.png",
    "type": "image/png",
    "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAB4AAAAoCAYAAADpE0oSAAAAZElEQVR4Xu3NoQEAIRDEwC/iiqD/Kr4INEVgwK/LGUzE2ORbVaerxmpzjGSMcIxkjHCMZIxwjGSMcIxkjHCMZIx4N65/nK49q80xkjHCMZIxwjGSMcIxkjHCMZIxwjGSMeLZ+AJrtasPBqWmPgAAAABJRU5ErkJggg=='),
    "width": 30,
    "height": 40,
    "source": {
      "name": "quarters.png",
      "type": "image/png",
      "size": 128,
      "width": 40,
      "height": 30,
      "orientation": 1
    },
    "crop": {
      "x": 0,
      "y": 0,
      "width": 30,
      "height": 40
    },
    "angle": 0,
    "scaledTo": null,
    "flattened": false
  },
  square: {
    "name": "quarters-edited.png",
    "type": "image/png",
    "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAB4AAAAeCAYAAAA7MK6iAAAAU0lEQVR4Xu3NoQEAIBDDQIboEOw/BUOgGQIDvi5vv+JsMo70qrRmWcaIx4iMEY8RGSMeIzJGPEY0HGueV3W3yjJGPEZkjHiMyBjxGJEx4jGi3/gDYKMAUy/tQ0QAAAAASUVORK5CYII='),
    "width": 30,
    "height": 30,
    "source": {
      "name": "quarters.png",
      "type": "image/png",
      "size": 128,
      "width": 40,
      "height": 30,
      "orientation": 1
    },
    "crop": {
      "x": 5,
      "y": 0,
      "width": 30,
      "height": 30
    },
    "angle": 0,
    "scaledTo": null,
    "flattened": false
  },
  straighten: {
    "name": "quarters-edited.png",
    "type": "image/png",
    "bytes": b('iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAYAAACbU/80AAABdUlEQVR4Xq3VvUsCcRzHcf+I84k7n1DzaIiGA6lJiDYjcNLJodwicBPhlhZxaMtq9XZ1K5CGaDiyB6oruZ7QJdxrbPk0tfg95Pdww2v9fN/T7xeYKQr8oF7loFzr3HwJsFfDZJiVLwHdbZUMs/IlwNyPk2FWvgSUD1NkmJUvAUYvS4ZZSQdM1CAZ5SEdMFyPkFEe0gGdikZGeQS20j3UE20ca7sYRgqYBlVyZJF6I0FGeQQUfYZ5RtZGJdWFGTdhqWXYYYMc/lc8TZNRHp4BXrTcBIXMELVkB+1YHf1oEU5Ih36+REZ5MAd4WV5z8PUewoUbxdFzDHuPSWzeZRAbsf8LUgGlch+/n4on9y2MwVhFy4mj+pBC/tb7rZAKaDba5PAiPx9B3LxGYL1oaD4lULpPywVYJzVyhJdUwOisQAZ5SQV8jzUyyEs4IL9hkzERwgHVHYuMiRAOaB2YZEyEcMCgWyFjIoQD3EuDjIkQCtBWpmRI1B9zpsvBLUsrMwAAAABJRU5ErkJggg=='),
    "width": 32,
    "height": 24,
    "source": {
      "name": "quarters.png",
      "type": "image/png",
      "size": 128,
      "width": 40,
      "height": 30,
      "orientation": 1
    },
    "crop": {
      "x": 0,
      "y": 0,
      "width": 40,
      "height": 30
    },
    "angle": 10,
    "scaledTo": null,
    "flattened": false
  },
};
