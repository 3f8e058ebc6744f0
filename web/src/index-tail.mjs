export const { load, RankfileError } = rankfileApi;
