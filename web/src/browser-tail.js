globalThis.rankfile = rankfileApi;
