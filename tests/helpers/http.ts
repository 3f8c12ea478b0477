/**
 * Client addresses for supertest. The server limits some routes per client IP, and over a real
 * socket every request comes from 127.0.0.1. `fromIp(ip)` gives an HTTP agent that connects from
 * a loopback address of its own (127.0.x.y, which Linux routes locally), one per distinct `ip`,
 * so `ip` names a client as the test reads it (e.g. '203.0.113.7' = the attacker) and two names
 * are two clients to the server: `api().post(url).agent(fromIp('203.0.113.7'))`.
 */
import { Agent } from 'node:http';

const agents = new Map<string, Agent>();
let next = 256; // 127.0.1.1 upwards: never 127.0.0.1, supertest's own address

function loopbackAddress(): string {
  do next++;
  while ((next & 0xff) === 0 || (next & 0xff) === 0xff);
  return `127.${(next >> 16) & 0xff}.${(next >> 8) & 0xff}.${next & 0xff}`;
}

export function fromIp(ip: string): Agent {
  let agent = agents.get(ip);
  if (!agent) {
    // Socket options (localAddress) pass through http.Agent to net.connect.
    agent = new Agent({ localAddress: loopbackAddress() } as ConstructorParameters<typeof Agent>[0]);
    agents.set(ip, agent);
  }
  return agent;
}
