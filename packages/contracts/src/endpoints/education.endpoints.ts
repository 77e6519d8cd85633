import { recordIdParams } from '../common/params';
import { article, articleList } from '../educational-content.contract';
import { endpoint } from './endpoint';

export const listArticles = endpoint({
  method: 'GET',
  path: '/api/educational-content',
  operationId: 'listArticles',
  summary: 'The articles of the learning center',
  tags: ['learning center'],
  responses: { 200: articleList },
});

export const getArticle = endpoint({
  method: 'GET',
  path: '/api/educational-content/{id}',
  operationId: 'getArticle',
  summary: 'One article of the learning center',
  tags: ['learning center'],
  params: recordIdParams,
  responses: { 200: article },
});
