/**
 * What run() gives for each example, written by `npm run example-outputs -- image-converter` (scripts/example-outputs.ts) and held to run() by the contract tests.
 */
import { readBase64 } from '@sdk/core';

const b = (base64: string): Uint8Array => (readBase64(base64) as { bytes: Uint8Array }).bytes;

export const EXAMPLE_OUTPUTS = {
  width: {
    "files": [
      {
        "name": "squares-2x2.png",
        "type": "image/png",
        "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mO8o6bmaXuUUWyx1xPN0wAihAVRGIHDzQAAAABJRU5ErkJggg=='),
        "width": 2,
        "height": 2,
        "source": {
          "name": "squares.png",
          "type": "image/png",
          "size": 99,
          "width": 4,
          "height": 4
        },
        "keptOriginal": false,
        "flattened": false,
        "original": b('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAKklEQVR4AWO8o6b2nwEIPG2PMoAAEwMaYBRb7PWfAQieaJ5mAAEmBjQAAELwB1MhzZHLAAAAAElFTkSuQmCC')
      }
    ],
    "failed": [],
    "maxBytes": 0
  },
  percent: {
    "files": [
      {
        "name": "squares-12x12.png",
        "type": "image/png",
        "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAAwAAAAMCAIAAADZF8uwAAAASUlEQVR42mO8o6bGgAQOizgdFnUEksiCjINR0awAI2T+RyG1D0JqQBJFUUSlHTJfToBLXoALSKIoElvshcz34Xvnw/seSA52RQCsHDThoJonawAAAABJRU5ErkJggg=='),
        "width": 12,
        "height": 12,
        "source": {
          "name": "squares.png",
          "type": "image/png",
          "size": 99,
          "width": 4,
          "height": 4
        },
        "keptOriginal": false,
        "flattened": false,
        "original": b('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAKklEQVR4AWO8o6b2nwEIPG2PMoAAEwMaYBRb7PWfAQieaJ5mAAEmBjQAAELwB1MhzZHLAAAAAElFTkSuQmCC')
      }
    ],
    "failed": [],
    "maxBytes": 0
  },
  box: {
    "files": [
      {
        "name": "squares-8x2.png",
        "type": "image/png",
        "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAAgAAAACCAIAAADq9gq6AAAAJ0lEQVR42mO8o6bGAAaX+A2XyicDSQiXUWyxF4RlyfW5SPQpkIRwAfA1CVHbR/+WAAAAAElFTkSuQmCC'),
        "width": 8,
        "height": 2,
        "source": {
          "name": "squares.png",
          "type": "image/png",
          "size": 99,
          "width": 4,
          "height": 4
        },
        "keptOriginal": false,
        "flattened": false,
        "original": b('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAKklEQVR4AWO8o6b2nwEIPG2PMoAAEwMaYBRb7PWfAQieaJ5mAAEmBjQAAELwB1MhzZHLAAAAAElFTkSuQmCC')
      }
    ],
    "failed": [],
    "maxBytes": 0
  },
  several: {
    "files": [
      {
        "name": "squares-2x2.png",
        "type": "image/png",
        "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mO8o6bmaXuUUWyx1xPN0wAihAVRGIHDzQAAAABJRU5ErkJggg=='),
        "width": 2,
        "height": 2,
        "source": {
          "name": "squares.png",
          "type": "image/png",
          "size": 99,
          "width": 4,
          "height": 4
        },
        "keptOriginal": false,
        "flattened": false
      },
      {
        "name": "dots-1x1.png",
        "type": "image/png",
        "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAAD0lEQVR42gEEAPv/AYR+XALsAWDcZ3XqAAAAAElFTkSuQmCC'),
        "width": 1,
        "height": 1,
        "source": {
          "name": "dots.png",
          "type": "image/png",
          "size": 84,
          "width": 2,
          "height": 2
        },
        "keptOriginal": false,
        "flattened": false
      }
    ],
    "failed": [],
    "maxBytes": 0
  },
  heic: {
    "files": [
      {
        "name": "squares-32x24.jpg",
        "type": "image/jpeg",
        "bytes": b('/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYGBgYHBgcICAcKCwoLCg8ODAwODxYQERAREBYiFRkVFRkVIh4kHhweJB42KiYmKjY+NDI0PkxERExfWl98fKcBBgYGBgcGBwgIBwoLCgsKDw4MDA4PFhAREBEQFiIVGRUVGRUiHiQeHB4kHjYqJiYqNj40MjQ+TERETF9aX3x8p//CABEIABgAIAMBIQACEQEDEQH/xAAtAAEBAAMAAAAAAAAAAAAAAAAABgQFBwEBAQEBAAAAAAAAAAAAAAAABwYIBf/aAAwDAQACEAMQAAAAkku8YLR+Xt0zghWCh484njntgzcf/8QAHBAAAAYDAAAAAAAAAAAAAAAAABQXIGJloaPi/9oACAEBAAE/AGFJ4BSeAntpp6Ce2mnpv//EABgRAAIDAAAAAAAAAAAAAAAAABAXZaTi/9oACAECAQE/AC44Gzg//8QAHREAAQIHAAAAAAAAAAAAAAAAEAAWF2Rlo6Th4v/aAAgBAwEBPwARWouRwmxOW9n/2Q=='),
        "width": 32,
        "height": 24,
        "source": {
          "name": "squares.heic",
          "type": "image/heic",
          "size": 993,
          "width": 64,
          "height": 48
        },
        "keptOriginal": false,
        "flattened": false,
        "preview": b('iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAYAAAChS3wfAAAA2ElEQVR4Xu3QMRXCQBgEYdxw5wE8IBHUAB5AA0RB0ubNpc38Kbb4mq3m7enT+lyp376lcgCDbAyy5QAG2RhkywEMsjHIlgMYZGOQLQcwyMYgWw5gkI1BthzAIBuDbDmAQTYG2XIAg2wMsuUABtkYZMsBDLIxyJYD2v0yV/q/WqkcwCAbg2w5gEE2BtlyAINsDLLlAAbtqT+uw8Ygm3rAFgbZDnPA9O5DnOEwB1TJAQyyMciWAxhkW8f8nuchcG85gEE2BtlyAINsDLLlAAbZGGTLAQyyMci2APtuKqUXsGe0AAAAAElFTkSuQmCC'),
        "original": b('AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAvxtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAGGlkYXQAAAAAAEAAMAAAAAAAQAAwAAAAYGlsb2MBAAAAREAABAABAAAAAAAAAyAAAQAAAAAAAACtAAIAAQAAAAAAAAABAAAAAAAAAAgAAwAAAAAAAAPNAAEAAAAAAAAAFAAEAAEAAAAAAAAAAQAAAAgAAAAIAAAAYmlpbmYAAAAAAAQAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAAAVaW5mZQIAAAEAAwAAaHZjMQAAAAAVaW5mZQIAAAAABAAAZ3JpZAAAAAGxaXBycAAAAYRpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAcWh2Y0MBBAgAAAAAAAAAAAAe8AD8/Pj4AAAPAyAAAQAXQAEMAf//BAgAAAMAn/gAAAMAAB66AkAhAAEAJkIBAQQIAAADAJ/4AAADAAAewIIEFlurkprmwIAAAAMAgAAAAwCEIgABAAZEAcFzwIkAAAAUaXNwZQAAAAAAAABAAAAAQAAAABRpc3BlAAAAAAAAAEAAAAAwAAAADnBpeGkAAAAAAQgAAAAnYXV4QwAAAAB1cm46bXBlZzpoZXZjOjIwMTU6YXV4aWQ6MQAAAAAlaXBtYQAAAAAAAAAEAAECgQIAAgIDhAADAoUGAAQDB4iJAAAANmlyZWYAAAAAAAAADmRpbWcAAgABAAEAAAAOZGltZwAEAAEAAwAAAA5hdXhsAAQAAQACAAAAyW1kYXQAAACpKAGvCeAhOKn/7ZJ//BB2Xty8nlae/CQDyG3P9cSOK8gTQaf8oZ36R2n+jLdcrzicDM64Xkvly4mRjAYdDo/gu9zNjfi0cHBCmDj3PesgOo4iOxQvhH3rwb/Cp6qT0W20Al/YuNhPf0H4k+GIFvtm++7CEAoxicauLQl6M3ZG4NwZNUPEgY2i8iUzHgEITC9pH/MROk0kLFu7EYZJX6tDvtgKISIt/VdqlgAAABAoAa4TwGt8Q94/xLvT05Fc')
      }
    ],
    "failed": [],
    "maxBytes": 0
  },
  avif: {
    "files": [
      {
        "name": "squares-16x16.avif",
        "type": "image/avif",
        "bytes": b('AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAFQAAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAABAAAAAQAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQAMAAAAABNjb2xybmNseAACAAIABoAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAAFxtZGF0EgAKCRgM/9ggQEDQgDJFFkAGGGGEAL/VzeMeQBxRM8iIj/pFQW+Ab9rfzKCVaGpc0Bk7EBXyOtLXZBG2Eky2f07AL7E/bDBEWt6APenJj0PaTzgQ'),
        "width": 16,
        "height": 16,
        "source": {
          "name": "squares.png",
          "type": "image/png",
          "size": 99,
          "width": 4,
          "height": 4
        },
        "keptOriginal": false,
        "flattened": false,
        "original": b('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAKklEQVR4AWO8o6b2nwEIPG2PMoAAEwMaYBRb7PWfAQieaJ5mAAEmBjQAAELwB1MhzZHLAAAAAElFTkSuQmCC')
      }
    ],
    "failed": [],
    "maxBytes": 0
  },
};
