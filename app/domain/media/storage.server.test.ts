import { AwsV4Signer } from "aws4fetch";
import { describe, expect, it } from "vitest";
import { s3Credentials } from "#app/domain/media/storage.server.ts";

// The local S3 server in the integration tests checks access keys but not signatures,
// so the signing itself is checked here against the examples AWS publishes for SigV4
// (Amazon S3 API Reference, "Signature Calculations for the Authorization Header").
describe("S3 request signing", () => {
  const credentials = s3Credentials({
    endpoint: "https://s3.amazonaws.com",
    bucket: "examplebucket",
    region: "us-east-1",
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    forcePathStyle: false,
  });
  const emptyBodyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

  it.each([
    [
      "GET Bucket lifecycle",
      "/?lifecycle",
      "fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543",
    ],
    [
      "GET Bucket (list objects)",
      "/?max-keys=2&prefix=J",
      "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7",
    ],
  ])("gives AWS's signature for its %s example", async (_name, path, signature) => {
    const signed = await new AwsV4Signer({
      ...credentials,
      url: `https://examplebucket.s3.amazonaws.com${path}`,
      method: "GET",
      headers: { "x-amz-content-sha256": emptyBodyHash },
      datetime: "20130524T000000Z",
    }).sign();
    expect(signed.headers.get("authorization")).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        `SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${signature}`,
    );
  });
});
