/**
 * What run() gives for each example, written by `npm run example-outputs -- watermark` (scripts/example-outputs.ts) and held to run() by the contract tests.
 */
import { readBase64 } from '@sdk/core';

const b = (base64: string): Uint8Array => (readBase64(base64) as { bytes: Uint8Array }).bytes;

export const EXAMPLE_OUTPUTS = {
  pdf: {
    "files": [
      {
        "name": "letter-watermarked.pdf",
        "type": "application/pdf",
        "bytes": b('JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMTMKPj4Kc3RyZWFtCnicJYrBCsJADETv8xU5C9ZsSDa7UDxYBA+9FPIDRaooelCK3++KDPMYHvPCIcBdIu6k1eh9xe60PD7LejvPW+datLCXSqIUF/w4ot1bEimTCVM80Vtyy8nFNZtLHrwK56Ft/Zs9xR2xwTEw4QsnIhmiCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjIKPj4Kc3RyZWFtCnichYyxCgJBDET7fEVq4c5sNjvZBbEQDixshPyAyCnKWSji93vX2jgwr5o3T9oFSZ9Yep1b+HWl9X6cPuP7dj51zU1RtaCyGseFFh5mQX6CpFlzbq14hsM5cbec/t1B2ITjQRtLLi4oGGBoXrccd4oVDUFH+gL9rSM8CmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwr5AIAAO4AfAplbmRzdHJlYW0KZW5kb2JqCgoxMCAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDEwCj4+CnN0cmVhbQp4nAvkAgAArgBcCmVuZHN0cmVhbQplbmRvYmoKCjExIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTc3Cj4+CnN0cmVhbQp4nG1OzUqDQQy85ylyFr5tNjvZJCAeKp968CLuC4i2RWkp/uDzu1ehyTCEYWbIJ23un5d0aA+1Hnz4pu0gKW6aqNU7XCxCWeZ+HWjzsDv+7n7eX1+W7fn4trhkIMQjubUSpt69abbU4LEnBY/HWRe9ixqkeQAtnKUg/w94uSReyFaxomJIqcjJ3VnVi8j82Caazdw40TUa7rCiTxdgWA3zqri94fFB44rWQU/0B0epOBoKZW5kc3RyZWFtCmVuZG9iagoKMTIgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxODAKPj4Kc3RyZWFtCnicbY7BSoMxEITv+xR7FpJuktnsLkgPlV89eBHzAqK1KC2lKn3+xpugM5fhYwbmRKu7pxSmgh5VjHdftBkk2bQGSrEOE3WvLNOfO1rdb/fn7ff7y3PaHPevqYqIi4Z3huVQFzdBhLXSeLxRBY8HSpIn+y1nyd67VIU0c6C5cfqf/Zk2iVksvRcEQkzBM2WZh0sRaPk5zuNA12i4xYI+e4BiUcxUcLPm8UHjipZBj3QBmm84VQplbmRzdHJlYW0KZW5kb2JqCgoxMyAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvT2JqU3RtCi9OIDYKL0ZpcnN0IDMyCi9MZW5ndGggMzM0Cj4+CnN0cmVhbQp4nKWSb2vDIBDG3/sp7gt0XowxCqXQlq6DMTbawQZjL2wiJaPoaOzovv3UrP+g0I2SYHL63HPeTzNAYFAg5CA5cMiEAAGcc5BQ5jn0+4Q+f38aoE96aVpC75u6hbegRJgFZRzfCR27jfXAyGBADhlj7fXKLUmXClkUnypunfWEzjcLn8I4mRE60q2JK0DvzOrL+KbShE5s5erGLoG+NHZo22Y3ceoYS8WCaxPyu4p0Zlq3WVdhC1GXnOPP3rxXopJcYilVwJBSDmsjt6qPBXLXBX19XHyYKnnFcLL107nX3iTz6bynSs6EZIWQRxT3KkIrDXiTx9zupQ+mbvTIbQNeDA9nCIUqIt6htc5H7Am19aG5GKmEv0hjht0n+z2S66kc7f88FYaIEgslxb+oFMiFYlheTWXmkrHCC4DKE0DsHKA/X8TU+YXb+ANpHeWwCmVuZHN0cmVhbQplbmRvYmoKCjE0IDAgb2JqCjw8Ci9TaXplIDE1Ci9Sb290IDIgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggNjAKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgMTUgXQo+PgpzdHJlYW0KeJwlyLENACEMxVD/ACXS7YFo2JPFWAI24RLRPFkG7jUqBAosSOJ7L4v1qkgTpO3YcFJ3cnPKgR/zsQYwCmVuZHN0cmVhbQplbmRvYmoKCnN0YXJ0eHJlZgoxNTA0CiUlRU9G'),
        "source": {
          "name": "letter.pdf",
          "size": 1237
        },
        "pages": 2
      }
    ],
    "failed": [],
    "preview": {
      "width": 420,
      "height": 595,
      "stampWidth": 251.99999999999997,
      "stampHeight": 31.313809779688338,
      "spots": [
        {
          "cx": 210,
          "cy": 297.5
        }
      ],
      "baseline": 0.22378378378378386
    }
  },
  tiled: {
    "files": [
      {
        "name": "letter-watermarked.pdf",
        "type": "application/pdf",
        "bytes": b('JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMTMKPj4Kc3RyZWFtCnicJYrBCsJADETv8xU5C9ZsSDa7UDxYBA+9FPIDRaooelCK3++KDPMYHvPCIcBdIu6k1eh9xe60PD7LejvPW+datLCXSqIUF/w4ot1bEimTCVM80Vtyy8nFNZtLHrwK56Ft/Zs9xR2xwTEw4QsnIhmiCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjIKPj4Kc3RyZWFtCnichYyxCgJBDET7fEVq4c5sNjvZBbEQDixshPyAyCnKWSji93vX2jgwr5o3T9oFSZ9Yep1b+HWl9X6cPuP7dj51zU1RtaCyGseFFh5mQX6CpFlzbq14hsM5cbec/t1B2ITjQRtLLi4oGGBoXrccd4oVDUFH+gL9rSM8CmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwr5AIAAO4AfAplbmRzdHJlYW0KZW5kb2JqCgoxMCAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDEwCj4+CnN0cmVhbQp4nAvkAgAArgBcCmVuZHN0cmVhbQplbmRvYmoKCjExIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggNzQzCj4+CnN0cmVhbQp4nMWYy4oUSRSG9/kUuRY6PfcLyIAzqBs3ar2AC5UZaAf1/WH+lFkIVQtpIqJoiobIW8QX55z4Ir5tz998eOg0iRKP2r/82P68bHQwcQdlmbKmuPVOh6hLG3OGJXmVoA1Xfr1T9+9ftueXvx8//Xh4/+/jx68PSV1WuN4755HBVuXFTedj++XzJrZf3uKLSckUWcwVbhn7w1Wb77/ThCerjkgO6W6uKvbdmw7FV3GjlAXrfnncXpikxOv06PgLf6/jldDLFlLR8xd/7Jd/tsuz7dVle7d9+5+VkwXuyfGshIiKvCvWsdI4WsAq3L0ExMahKnPiwnsmoErH46qxEhUC6nDxDmVSV2MbxwrsLUJUJ6Qgut+VXFnrWAlSkAUXOxz/XWIcq0RKN+M1Op4Vo1i5GGNUy1gZ65HorQd3tYfpOFaShN433jqeVWerWcvKyi5+VIooI54xZq/dwkCPhA21E8VZnhxW5wy01YRqFUkoVRJh61B1A0sgmkoa7SNJdUSpqvWEBESVMmJP5oXFClGFWFLkWaZW5zhULOkqUioTdMGR20K2MKjUCbpgmJ8WZ9jKOFJYI5xSMiaQSvQQQSu9sKrfkFDVxqLI5+qi4ND8ZFYVTTBr7/GsUAS1kAu0kNW1hA5DJRya3aozJBQTcIob7r6nhA5j5aexW2LI41kBknWTyEJWNyR0HCtYqGK4E7wK/YX0Eebirg46DBVkAUPCFyfoQgRjMSr41V0lVIDPRQLLDGqn1JOrFcwKkcoxobBjd+kWGb0Q1bWEjiIFm66A/dAEXTi7fx5byMLDhWsHHRZTzIaFNWrC0QInSoOT1l0ddBSpqJ+lpGccwgS6j/2f0sKifkNBK8FOsRabog+Bze5TNzbKcbqC2oSDBdc6zz1o4YHVtYIOQ4VxuhAGO8MVkIDM7SsPYW4o6Liw+pnTbjxjuyyemtio3tVAh6GCf+ITGMQEW8czds7swkOYGwY6ANV/Lw2vGgplbmRzdHJlYW0KZW5kb2JqCgoxMiAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDUyMQo+PgpzdHJlYW0KeJzFlsuK1UAQhvd5iqyF01P3C4igMuPGjZoXcKGDwijjvD/4x5UwswrJCdlVd6eqvu76qx6nmw9fLuaqFRmq8/3T9G6ZaDBxB2WZsqa49UxD1KWNOcOSvEpgw8r/O3X+cz/dLD8evj1dPv9++PrrksoiaS4yiw8OYcJJU6/gefk+ic3LRzhMSqbIYq5wy5ifmXy+vGB74eSFY2i7kkphRcpsvgiNJoFFIoWxMC8P02uTlLhLj473+O7iVuhtC06upzXezMvPaXk13S7Tp+nxHyxxtpA15f1hWaqlGPm5sJDgQPRKxOma2bUZVjo2GFntD0sa0WFR81RYCG4gzBa4zY7Cto2wmNqZrfQIWM5OXFx6Kiwrhk3ck4Lc27eysurOZqUDWJlBJMIY93AtVuw8SENxTcEu2aBHNgI3ZmJVTgh9IyocsKKCyO+PCnvdxbKuJ1jPUYWMYrXCczJw8s1qVa1Z1ZkHPCotQiaKJ3siKaQ+xFaR0Y5I1e1ahe6g6pQHdMESke7moBNRaefASJQmBcGCGmxugUFayBf/3J3UqqOkJHUmKQ+4ptJcp6py21x+0DnzTvA6oP9hvu110/VIKdcweHUNstWqO06hKYoSZEo6oP6IgEcQ+5ms9htCm6IYpVIHyDrKoQAIDs5ktd8MKugJkiFH1KBbOHTDrjiwv8BqhxH0L2STNf8KZW5kc3RyZWFtCmVuZG9iagoKMTMgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA2Ci9GaXJzdCAzNAovTGVuZ3RoIDg2Ngo+PgpzdHJlYW0KeJylV9tqHEcQfd+v6B9wpi7dXVVgDLZxHAghQTI4EPywXg1igz0bvKPg/H1OjxJZIg3bECRWmqnq7rqcOqeXEyVJhZImzyknrjXVJEyWPKlSSc+f76Z3f/0xp+mX/e183k0/Hm/O6Tf4UrqCb/v8sJten+6WNcnuxYvdtxWv9+v+0+l2d780cXN+6vH9aVl30/Xdx3V7bC95N73an+dmSdMP86c/5/V42O+mN8vhdHNcbtP0/ri8XM7Hf1883bEd1Q78MmP9/YnT1Xw+3X05IITmt+3c/nnY/JlReHYyDxRiW/Lu+Hk+P7s6fd4vj63+X6sQkVMJrz2rFZOiWvtWr1hn7OY9K+PUIpmt9KxhoTmHdIOqRjhTas3dY80zcTHmbkKFnIVyd6mZUNQq0Y2plKpetFLXalGiuGSXnhWvcwSJdK1WQhB0BlR76VZGOo6ku1bRkqvV6FqZvRIAL90OsbUpIPVuNSrWosZK3aiiqNcWdbe7hp2Zo/QbKEWKqXHu7qyARdH80D9MwPTrzx9/nw8bstvjm6/r2+t1v84b1N9eAy9ZAIlS/dFMP3jtpsM+0XfbAN97F8o1BEQw4O3oC3ur4oh3wwAgpDoUibl7MFPVEW8xgDciSh3aW4HYyD4UNmDvqppjKBAWKyriKiPeGe0GBK2OeXsNAiuVGCoJV7UI1cHmoJfZotKQN7qjYMahaqN8GGMyHuskys1gvzqUJLjOK1iLhgoozLmi9T6EwOobt8QYXlm5tgJqHkM3Wk+edaiCHFKYSuahkrhmq9n9Yifvf6ef5pvj/tXpK9Sd8JOFEgi7qfvLZTmtTfU3pV9WaGt7ik39y/bJdP+H/7kR/H9RfkRYPVFWFjEUry8mhtwlU+laJaCpqLlan3q5sRl7Vy5y3mSVtUvqNVsBN1tf4tSpoT+4u7ND+sBcQE9fWo1ISbxrFa8WOcDA3Z0xFkwg3W6+XKBiIAnv3gagnOCxkh9qNaI1ECdIn1Udm/SCaRQwzhBBSbsKEK4CY9MIlsSw+9jsZg9cq1hpTJkE04XZLUNZeijIMszG4g4lVWjCWE0qbigcwMBYlog5DGvGslQEA2kfEoQg4Kg0WRiKGzfjJnqXI7lIUVenDYBBF9jKnrCV9Njq0peSR+Nx4WvJ37N2bsMKZW5kc3RyZWFtCmVuZG9iagoKMTQgMCBvYmoKPDwKL1NpemUgMTUKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA2MgovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCAxNSBdCj4+CnN0cmVhbQp4nGNgYPj/n4mBl4EBRDCCCCYQwczIIAARY2FkOAVhsTIy9jIwMDLeBxJMRkCCNRlIsG8DEtz1DAwA+fMGmwplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKMjk0MwolJUVPRg=='),
        "source": {
          "name": "letter.pdf",
          "size": 1237
        },
        "pages": 2
      }
    ],
    "failed": [],
    "preview": {
      "width": 420,
      "height": 595,
      "stampWidth": 125.99999999999999,
      "stampHeight": 15.985339723710176,
      "spots": [
        {
          "cx": -41.19759309542229,
          "cy": 46.30240690457774
        },
        {
          "cx": 84.40120345228885,
          "cy": 46.30240690457774
        },
        {
          "cx": 210,
          "cy": 46.30240690457774
        },
        {
          "cx": 335.5987965477111,
          "cy": 46.30240690457774
        },
        {
          "cx": 461.1975930954223,
          "cy": 46.30240690457774
        },
        {
          "cx": 21.60180517843328,
          "cy": 171.90120345228888
        },
        {
          "cx": 147.20060172614444,
          "cy": 171.90120345228888
        },
        {
          "cx": 272.79939827385556,
          "cy": 171.90120345228888
        },
        {
          "cx": 398.3981948215667,
          "cy": 171.90120345228888
        },
        {
          "cx": -41.19759309542229,
          "cy": 297.5
        },
        {
          "cx": 84.40120345228885,
          "cy": 297.5
        },
        {
          "cx": 210,
          "cy": 297.5
        },
        {
          "cx": 335.5987965477111,
          "cy": 297.5
        },
        {
          "cx": 461.1975930954223,
          "cy": 297.5
        },
        {
          "cx": 21.60180517843328,
          "cy": 423.0987965477111
        },
        {
          "cx": 147.20060172614444,
          "cy": 423.0987965477111
        },
        {
          "cx": 272.79939827385556,
          "cy": 423.0987965477111
        },
        {
          "cx": 398.3981948215667,
          "cy": 423.0987965477111
        },
        {
          "cx": -41.19759309542229,
          "cy": 548.6975930954222
        },
        {
          "cx": 84.40120345228885,
          "cy": 548.6975930954222
        },
        {
          "cx": 210,
          "cy": 548.6975930954222
        },
        {
          "cx": 335.5987965477111,
          "cy": 548.6975930954222
        },
        {
          "cx": 461.1975930954223,
          "cy": 548.6975930954222
        }
      ],
      "baseline": 0.24111111111111108
    }
  },
  logo: {
    "files": [
      {
        "name": "photo-watermarked.png",
        "type": "image/png",
        "bytes": b('iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAYAAAChS3wfAAAA0ElEQVR4Xu3QsQpBYRjGcVdjOpsideJQhLIckxImJpmIpAxGl+Oa3MYnhjM8+jbL1/Mf/sszvPX+aqfnKzgHgA5uAaCDWwDo4BYAOrgFgA5uAaCDWwDo4BYAOrgFgA5uAaCDWwDo4BYA+WMYnANAB7cA0MEtAHRwCwAd3AJAB7cA0MGtJAFG116Yb9rRZrs8TM5FtMGtX91KEuDz5D2rRzt2s7BeNKOV+7y6BYAeTyEAAADg52kAnACmh07Ylo1oq2Xr+2Ss8aWobiUJ8M/sAd5xvqDEPPVtmAAAAABJRU5ErkJggg=='),
        "source": {
          "name": "photo.png",
          "size": 142
        },
        "width": 64,
        "height": 48
      },
      {
        "name": "letter-watermarked.pdf",
        "type": "application/pdf",
        "bytes": b('JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMTMKPj4Kc3RyZWFtCnicJYrBCsJADETv8xU5C9ZsSDa7UDxYBA+9FPIDRaooelCK3++KDPMYHvPCIcBdIu6k1eh9xe60PD7LejvPW+datLCXSqIUF/w4ot1bEimTCVM80Vtyy8nFNZtLHrwK56Ft/Zs9xR2xwTEw4QsnIhmiCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjIKPj4Kc3RyZWFtCnichYyxCgJBDET7fEVq4c5sNjvZBbEQDixshPyAyCnKWSji93vX2jgwr5o3T9oFSZ9Yep1b+HWl9X6cPuP7dj51zU1RtaCyGseFFh5mQX6CpFlzbq14hsM5cbec/t1B2ITjQRtLLi4oGGBoXrccd4oVDUFH+gL9rSM8CmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL1R5cGUgL1hPYmplY3QKL1N1YnR5cGUgL0ltYWdlCi9CaXRzUGVyQ29tcG9uZW50IDgKL1dpZHRoIDE2Ci9IZWlnaHQgOAovQ29sb3JTcGFjZSAvRGV2aWNlUkdCCi9TTWFzayAxMyAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxNgo+PgpzdHJlYW0KeJybJiI3bRQNHAIAc+VkAQplbmRzdHJlYW0KZW5kb2JqCgo5IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAKPj4Kc3RyZWFtCnicK+QCAADuAHwKZW5kc3RyZWFtCmVuZG9iagoKMTAgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwL5AIAAK4AXAplbmRzdHJlYW0KZW5kb2JqCgoxMSAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDgzCj4+CnN0cmVhbQp4nCvk0ncP1rU0NzEyszAyNbNQSC/mMlQwAEJDBSNLEwUjQ4XkXLgIiARxDUzBTFMjPVO4GKoSfc/cxPRUXXMDSwsTCwNzC0sFl3yuQC4A5JMWsgplbmRzdHJlYW0KZW5kb2JqCgoxMiAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDExOQo+PgpzdHJlYW0KeJyFjjEKA0EIRXtP4QVm1tFRx34hpAw5QQhhqyWE3B/ihqnSRBs//v/4L1hO1xKu1C2YHLc3NKTchhKBnbWy4n0HqvQz1lhY0qUu5uYZKZn97zvwSWx9VNev8l5lnsdjFphyOe+37VE4UYM0huH6hAt8ALGqJZ0KZW5kc3RyZWFtCmVuZG9iagoKMTMgMCBvYmoKPDwKL1R5cGUgL1hPYmplY3QKL1N1YnR5cGUgL0ltYWdlCi9IZWlnaHQgOAovV2lkdGggMTYKL0JpdHNQZXJDb21wb25lbnQgOAovQ29sb3JTcGFjZSAvRGV2aWNlR3JheQovRGVjb2RlIFsgMCAxIF0KL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxNwo+PgpzdHJlYW0KeJz7/x8CGqDgP535AKDIX8EKZW5kc3RyZWFtCmVuZG9iagoKMTQgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA1Ci9GaXJzdCAyNgovTGVuZ3RoIDMxNwo+PgpzdHJlYW0KeJylkd1qwjAUgO/zFOcFXE5jkiYggopzY4wNFTYYu4g1SIdLho3Dvf2S1Plz4y6kIW2S7/zkawEIDARCFxQHDoWUIIF3BfR6hM5/vizQZ7OyDaEP9bKBt8ggTCOT5ndCR37rAjDS75NjxMgEs/Yr0oZCkeBz4ta7QOhsuwh5mTYLQoemsekE6J1df9tQV4bQsav8snYroC+1G7im/ts4z5hKpYIbG+PbinRqG7/dVLGFxOXM6eOQvFOiVlxhqXQUsG+Svj4tPmzVovefMe0ppg7YeBcms2CCzeBk1tElZ1IxIdWJvANFaGUAb1SKbQd9tMvaDP0uWsX4cIYgtEhWB875kGxnwy7EO6WVztZFngtsX8X+T1wv46T/SzIYIioUWsnLMgRyqRmWV8uY+pxY4z9eyjMv7OjlF2H7wWkKZW5kc3RyZWFtCmVuZG9iagoKMTUgMCBvYmoKPDwKL1NpemUgMTYKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA2NgovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCAxNiBdCj4+CnN0cmVhbQp4nGNgYPj/n4mBj4EBRDCCCCYQwczIIAARY2FkOMXAwMjYCySYAkHEYhDxDUgwTwISLMFAglUGSLAdYGAAAC8fB44KZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjE3MjgKJSVFT0Y='),
        "source": {
          "name": "letter.pdf",
          "size": 1237
        },
        "pages": 2
      }
    ],
    "failed": [],
    "preview": null
  },
};
