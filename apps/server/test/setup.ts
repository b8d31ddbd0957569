import '@pasarprompt/contracts/zod-locale'
